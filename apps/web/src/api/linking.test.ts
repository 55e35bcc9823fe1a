import { linkSessionsPath } from '@heloc/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingLinkStore } from '../lib/storage';
import { fakeServer } from '../test/fake-server';
import { startLink } from './linking';

const UUID = '0b9a1c52-8f7e-4f65-9a43-1c1f2b3d4e5f';

afterEach(() => {
  vi.unstubAllGlobals();
  pendingLinkStore.clear();
});

describe('startLink', () => {
  it('keeps the session’s state in this tab (a Pointserv return must carry it back) and goes to the provider', async () => {
    const server = fakeServer();
    server.on('POST', linkSessionsPath(UUID), () => ({
      linkUrl: '/sandbox-link/abc',
      expiresAt: '2026-11-23T18:30:00.000Z',
      state: 'state-123',
    }));
    const go = vi.fn();
    await startLink(UUID, { purpose: 'income', sourceType: 'POINTSERV_TAX' }, '/back', { go });
    expect(go).toHaveBeenCalledWith('/sandbox-link/abc');
    expect(pendingLinkStore.get()).toEqual({
      helocUuid: UUID,
      purpose: 'income',
      sourceType: 'POINTSERV_TAX',
      state: 'state-123',
      returnTo: '/back',
    });
  });
});
