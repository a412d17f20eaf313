import { useEffect, useId, useRef } from 'react';
import { ActionIcon, Group, Input, Paper, Tooltip } from '@mantine/core';
import { IconBold, IconItalic } from '@tabler/icons-react';
import { sanitizeRichText } from '@app/domain';
import { useTranslation } from 'react-i18next';
import classes from './rich-text-field.module.css';

export interface RichTextFieldProps {
  label: string;
  value: string | null | undefined;
  /** Receives sanitised HTML (only b, i, em, strong, p, br), or '' when the text is empty. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
  disabled?: boolean;
}

type Format = 'bold' | 'italic';

/**
 * A small rich-text editor for descriptions: paragraphs, line breaks, bold and italic
 * (Ctrl/Cmd+B, Ctrl/Cmd+I or the toolbar). Whatever is typed or pasted is sanitised to the
 * spec's allowed tags before it reaches the form; the editable area is only rewritten when the
 * value changes from outside (a reset), so the caret never jumps while typing.
 */
export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  disabled,
}: RichTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);

  useEffect(() => {
    const element = editor.current;
    if (!element) return;
    const next = sanitizeRichText(value);
    if (next === lastEmitted.current) return;
    element.innerHTML = next;
    lastEmitted.current = next;
  }, [value]);

  const emit = () => {
    const html = sanitizeRichText(editor.current?.innerHTML);
    lastEmitted.current = html;
    onChange(html);
  };

  const format = (command: Format) => {
    editor.current?.focus();
    // execCommand is deprecated but remains the only built-in way to toggle inline formatting
    // of a contenteditable selection; browsers without it simply keep the text plain.
    if (typeof document.execCommand === 'function') document.execCommand(command);
    emit();
  };

  return (
    <Input.Wrapper
      label={label}
      id={`${id}-editor`}
      labelElement="div"
      error={error}
      description={description}
    >
      <Paper withBorder className={classes.frame} data-error={error ? true : undefined}>
        <Group gap={4} className={classes.toolbar} role="toolbar" aria-label={label}>
          {(['bold', 'italic'] as const).map((command) => (
            <Tooltip key={command} label={t(`catalogue.richText.${command}`)}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                disabled={disabled}
                aria-label={t(`catalogue.richText.${command}`)}
                // Keep the selection in the editor when the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => format(command)}
              >
                {command === 'bold' ? <IconBold size={16} /> : <IconItalic size={16} />}
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
        <div
          ref={editor}
          id={`${id}-editor`}
          className={classes.editor}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          tabIndex={0}
          onFocus={() => {
            // New paragraphs become <p>, not <div> (which sanitising would flatten).
            if (typeof document.execCommand === 'function') {
              document.execCommand('defaultParagraphSeparator', false, 'p');
            }
          }}
          onInput={emit}
          onBlur={() => {
            emit();
            onBlur?.();
          }}
        />
      </Paper>
    </Input.Wrapper>
  );
}
