/** The footer's 'Your privacy options' button; the dialog loads on first use. */
import { Anchor } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { globalPrivacyControl, privacyChoice } from '../../lib/privacy';

const PrivacyOptionsDialog = lazy(() =>
  import('./privacy-options-dialog').then((m) => ({ default: m.PrivacyOptionsDialog })),
);

export function PrivacyOptionsButton({ privacyPolicyUrl }: { readonly privacyPolicyUrl: string }) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [optedOut, setOptedOut] = useState(() => privacyChoice.get() === true);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        aria-haspopup="dialog"
      >
        Your privacy options
      </Anchor>
      {loaded && (
        <Suspense fallback={null}>
          <PrivacyOptionsDialog
            opened={opened}
            optedOut={optedOut}
            globalPrivacyControl={globalPrivacyControl()}
            privacyPolicyUrl={privacyPolicyUrl}
            onChoose={(out) => {
              privacyChoice.set(out);
              setOptedOut(out);
            }}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
