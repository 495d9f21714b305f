import { Box, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/ui/form-dialog';
import { ErrorState, LoadingRows } from '@/ui/states';
import {
  groupPermissions,
  groupSelection,
  isDescribed,
  samePermissions,
  toggleGroup,
  togglePermission,
  type PermissionGroup,
} from '../model/permission-groups';
import '../catalogue';

export interface PermissionEditorDialogProps {
  roleName: string;
  /** The role's permission ids when the dialog opened. */
  held: readonly string[];
  /** PermissionList: undefined while it loads. */
  catalogue: readonly string[] | undefined;
  catalogueError?: string;
  onRetry: () => void;
  /** Saves the whole set; resolves to the first error message, or undefined when saved. */
  onSave: (permissions: string[]) => Promise<string | undefined>;
  onClose: () => void;
}

function PermissionRow({ id, checked, onToggle }: { id: string; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const explanationId = useId();
  return (
    <Box>
      <FormControlLabel
        label={isDescribed(id) ? t(`roles.permissions.names.${id}`) : id}
        control={
          <Checkbox
            checked={checked}
            onChange={onToggle}
            slotProps={{ input: { 'aria-describedby': explanationId } }}
          />
        }
      />
      <Typography id={explanationId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.75, mb: 0.5 }}>
        {isDescribed(id) ? t(`roles.permissions.explanations.${id}`) : t('roles.permissions.unknown')}
      </Typography>
    </Box>
  );
}

function GroupSection({
  group,
  chosen,
  onChange,
}: {
  group: PermissionGroup;
  chosen: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = t(`roles.permissions.groups.${group.id}`);
  const selection = groupSelection(group, chosen);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        <Checkbox
          checked={selection.all}
          indeterminate={selection.some}
          onChange={() => onChange(toggleGroup(chosen, group))}
          slotProps={{ input: { 'aria-label': t('roles.permissions.groupToggle', { group: name }) } }}
        />
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('roles.permissions.groupCount', { checked: selection.checked, total: selection.total })}
        </Typography>
      </Stack>
      <FormGroup role="group" aria-labelledby={headingId}>
        {group.permissions.map((id) => (
          <PermissionRow
            key={id}
            id={id}
            checked={chosen.has(id)}
            onToggle={() => onChange(togglePermission(chosen, id))}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** The permission set of one role, by group, each permission explained; saved whole (RolePermissionList PUT). */
export function PermissionEditorDialog({
  roleName,
  held,
  catalogue,
  catalogueError,
  onRetry,
  onSave,
  onClose,
}: PermissionEditorDialogProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => new Set(held));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const groups = useMemo(() => (catalogue ? groupPermissions(catalogue, held) : []), [catalogue, held]);
  const dirty = !samePermissions(initial, chosen);

  const save = async () => {
    setPending(true);
    setError(undefined);
    // In the editor's order, so the request reads like the screen.
    const failure = await onSave(groups.flatMap((group) => group.permissions.filter((id) => chosen.has(id))));
    setPending(false);
    if (failure !== undefined) setError(failure);
  };

  let content;
  if (catalogueError !== undefined)
    content = <ErrorState title={t('roles.permissions.loadFailed')} message={catalogueError} onRetry={onRetry} />;
  else if (!catalogue) content = <LoadingRows label={t('roles.permissions.title', { name: roleName })} rows={6} />;
  else
    content = groups.map((group) => <GroupSection key={group.id} group={group} chosen={chosen} onChange={setChosen} />);

  return (
    <FormDialog
      open
      title={t('roles.permissions.title', { name: roleName })}
      submitLabel={t('ui.actions.save')}
      dirty={dirty}
      canSubmit={dirty && catalogue !== undefined}
      pending={pending}
      error={error}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onClose={onClose}
    >
      <Typography variant="body2">{t('roles.permissions.intro')}</Typography>
      {content}
    </FormDialog>
  );
}
