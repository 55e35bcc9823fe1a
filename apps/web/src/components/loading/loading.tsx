/**
 * Every loading state of the app: Mantine's overlay, announced correctly. The overlay itself has no
 * role, so a label on it is prohibited ARIA (axe `aria-prohibited-attr`); instead the region is a
 * live `role="status"` with `aria-busy` and a visually hidden sentence a screen reader reads.
 */
import { LoadingOverlay, VisuallyHidden, type LoadingOverlayProps } from '@mantine/core';

export interface LoadingProps {
  /** What is loading, in words ("Loading your application"). */
  readonly label: string;
  readonly visible?: boolean;
  readonly transitionProps?: LoadingOverlayProps['transitionProps'];
}

export function Loading({ label, visible = true, transitionProps }: LoadingProps) {
  return (
    <div role="status" aria-live="polite" aria-busy={visible}>
      <VisuallyHidden>{visible ? label : ''}</VisuallyHidden>
      <LoadingOverlay visible={visible} {...(transitionProps ? { transitionProps } : {})} />
    </div>
  );
}
