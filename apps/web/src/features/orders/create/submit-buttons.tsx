import { Button, Stack } from '@mantine/core';

export interface SubmitButtonsProps {
  /** "Submit order", "Save changes"… as the screen's mode says. */
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  /** "Discard order" for a new order, "Discard changes" for a saved order or check. */
  discardLabel: string;
  onDiscard: () => void;
}

/** Under the cart: send the order, or discard it. */
export function SubmitButtons(props: SubmitButtonsProps) {
  return (
    <Stack gap="xs">
      <Button
        size="xl"
        fullWidth
        // A long label ("Enregistrer les modifications") wraps in a narrow cart, never cut off.
        h="auto"
        mih={60}
        py="xs"
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
        loading={props.submitting}
        onClick={props.onSubmit}
      >
        {props.submitLabel}
      </Button>
      <Button variant="subtle" color="red" size="md" onClick={props.onDiscard}>
        {props.discardLabel}
      </Button>
    </Stack>
  );
}
