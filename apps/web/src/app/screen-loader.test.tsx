/**
 * The registry is loaded on demand (decision 040): the route table starts from the core's catalogue
 * and learns which folders exist when the first screen other than registration loads.
 */
import { screenCatalogue, screenForFolder } from '@heloc/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { builtFolders, DIRECT_SCREENS, loadScreen, subscribeBuiltFolders } from './screen-loader';
import { BUILT_FOLDERS, screenModule } from './screens';

/** Every catalogued screen is built now; the fallback still guards a folder the registry lacks. */
const UNBUILT = screenCatalogue().find((entry) => !BUILT_FOLDERS.has(entry.folder))?.folder ?? 'no-such/screen';

describe('screen loader', () => {
  it('loads the first screen without the registry, then a screen through it', async () => {
    expect(builtFolders()).toBeNull();
    const first = await loadScreen('register');
    expect(first.Component).toBe((await import('../screens/register/route')).Component);
    expect(builtFolders(), 'the first screen must not wait for the registry').toBeNull();

    let notified = 0;
    const unsubscribe = subscribeBuiltFolders(() => void notified++);
    const contact = await loadScreen('start/contact');
    unsubscribe();
    expect(contact.Component).toBe((await import('../screens/start/contact/route')).Component);
    expect(notified).toBe(1);
    expect(builtFolders()?.has('start/contact')).toBe(true);
    expect(builtFolders()?.has('register')).toBe(true);
  });

  it('renders nothing for a folder without a route module, which the router then drops', async () => {
    const { Component } = await loadScreen(UNBUILT);
    const { container } = render(<Component />);
    expect(container).toBeEmptyDOMElement();
    expect(builtFolders()?.has(UNBUILT)).toBe(false);
  });

  it('loads directly only built, catalogued screens', () => {
    for (const folder of Object.keys(DIRECT_SCREENS)) {
      expect(screenForFolder(folder), folder).toBeDefined();
      expect(screenModule(folder), folder).toBeDefined();
    }
  });
});
