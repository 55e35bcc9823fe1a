import { Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { STORY_ORG } from '../test/orgs';
import { applyCspNonce, Providers } from './providers';

const NONCE = 'n0nce-from-the-server';

afterEach(() => document.head.querySelector('meta[name="csp-nonce"]')?.remove());

describe('the page’s CSP nonce', () => {
  it('is on every <style> tag, the modal’s scroll lock (react-remove-scroll) included: no CSP violation', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = NONCE;
    document.head.append(meta);
    applyCspNonce();
    render(
      <Providers org={STORY_ORG} queryClient={createQueryClient()}>
        <Modal opened onClose={() => undefined} title="Working on your application">
          Preparing your offers…
        </Modal>
      </Providers>,
    );
    expect(await screen.findByRole('dialog', { name: 'Working on your application' })).toBeInTheDocument();
    const styles = [...document.querySelectorAll('style')];
    // The scroll lock's own tag is there (it hides the page's scrollbar while the dialog is open)…
    expect(styles.some((s) => /overflow: hidden/.test(s.textContent ?? ''))).toBe(true);
    // …and no tag lacks the nonce the page's policy names.
    expect(
      styles
        .filter((s) => s.nonce !== NONCE && s.getAttribute('nonce') !== NONCE)
        .map((s) => (s.textContent ?? '').slice(0, 80)),
    ).toEqual([]);
  });
});
