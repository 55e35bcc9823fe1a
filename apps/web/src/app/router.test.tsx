/**
 * A page opened without a session draws its own screen in the first render when its chunk has
 * been preloaded (decision 096): no "Loading the page" in between. Without the preload, the loader
 * first — as before, and as a page whose chunk is slow still does (e2e/layout-shift.spec.ts holds
 * registration's chunk back and sees the shell and the loader).
 */
import { FLAGS } from '@heloc/core';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { STORY_ORG } from '../test/orgs';
import { renderWithProviders } from '../test/render';
import { AppRoutes, preloadRoute } from './router';
import { builtFolders } from './screen-loader';

// The page's organisation record carries the maintenance flag, as the server injects it: the site gate draws at once.
const ORG = { ...STORY_ORG, flags: { [FLAGS.maintenance]: { flagEnabled: false } } };

beforeEach(() => void fakeServer());

describe('preloadRoute', () => {
  it('registration, preloaded: its heading in the first render, never its loader', async () => {
    await preloadRoute('/account/heloc/register', 60_000);
    renderWithProviders(<AppRoutes />, { org: ORG, path: '/account/heloc/register' });
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Which home is the line of credit for?' }),
    ).toBeInTheDocument();
  });

  it('an application screen is not preloaded: the server cannot see the session', async () => {
    await preloadRoute('/account/heloc/0b7a4c4e-1d1e-4c43-9b0c-3f3f1d3e6a11/conditions', 60_000);
    // The screen registry (which every screen but registration loads through) was not asked for.
    expect(builtFolders()).toBeNull();
  });
});
