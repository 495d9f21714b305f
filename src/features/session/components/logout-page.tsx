import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { useNavigate } from 'react-router-dom';
import { useDeleteAccessTokenMutation } from '../api';
import { selectAuth, signedOut } from '../model/slice';
import { FullPageSpinner } from './full-page-spinner';

/** Deletes the token on the server, then forgets the session whatever the answer. */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const auth = useAppSelector(selectAuth);
  const [deleteToken] = useDeleteAccessTokenMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => {
      dispatch(signedOut());
      void navigate('/login', { replace: true });
    };
    if (!auth) {
      finish();
      return;
    }
    void deleteToken({ publicId: auth.publicId }).finally(finish);
  }, [auth, deleteToken, dispatch, navigate]);

  return <FullPageSpinner />;
}
