import { Typography, type BoxProps } from '@mantine/core';
import { sanitizeRichText } from '@app/domain';

/** Shows stored rich text (only b, i, em, strong, p, br survive, whatever was stored). */
export function RichTextView({ value, ...props }: { value: string | null | undefined } & BoxProps) {
  const html = sanitizeRichText(value);
  if (!html) return null;
  return (
    <Typography {...props}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
