import { Box, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef } from 'react';

interface ImagePreviewProps {
  /** A chosen file, shown through an object URL revoked when the file changes or the image goes. */
  file?: File;
  /** Otherwise this address. */
  src: string | null;
  alt: string;
  sx?: SxProps<Theme>;
}

/** An image of a file not uploaded yet, or of a saved address. */
export function ImagePreview({ file, src, alt, sx }: ImagePreviewProps) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!file || !image) return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return <Box component="img" ref={ref} src={file ? undefined : (src ?? undefined)} alt={alt} sx={sx} />;
}
