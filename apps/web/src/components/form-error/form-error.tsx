/** A failed request, in one clear sentence, announced to screen readers. */
import { Alert } from '@mantine/core';

export function FormError({ message }: { readonly message?: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="That did not work">
      {message}
    </Alert>
  );
}
