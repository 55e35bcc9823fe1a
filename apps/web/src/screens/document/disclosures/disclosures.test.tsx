/**
 * The disclosure vault as the borrower meets it: the three groups, what each row says and offers,
 * the preview's ways to read a PDF, and — through the journey root — that routing never moves the
 * borrower away from this screen (applicant-journey §4.1).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE_PATH } from '@heloc/core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, Status } from '../../../api/types';
import { HelocRoot } from '../../../features/journey/heloc-root';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { DocumentDisclosures, type DocumentDisclosuresProps } from './disclosures';
import { VAULT } from './disclosures.fixtures';

const props = (over: Partial<DocumentDisclosuresProps> = {}): DocumentDisclosuresProps => ({
  groups: VAULT.opened,
  onView: vi.fn(),
  onDownload: vi.fn(),
  onClosePreview: vi.fn(),
  ...over,
});
const item = (name: string) => screen.getByRole('listitem', { name });

afterEach(() => vi.unstubAllGlobals());

describe('document/disclosures', () => {
  it('groups every document: consents given, disclosures received, documents signed', () => {
    renderWithProviders(<DocumentDisclosures {...props()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your documents' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Consents you gave',
      'Disclosures you received',
      'Documents you signed',
    ]);
    const consents = within(screen.getByRole('region', { name: 'Consents you gave' }));
    expect(
      consents.getAllByRole('listitem').map((li) => within(li).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Consent to electronic records and signatures',
      'Authorization to obtain your credit reports',
      'Application summary',
    ]);
  });

  it('says when each was given, opened and signed, with the regulation, and offers View and Download PDF', async () => {
    const onView = vi.fn();
    const onDownload = vi.fn();
    renderWithProviders(<DocumentDisclosures {...props({ onView, onDownload })} />);
    const note = within(item('Home equity line of credit agreement and note'));
    expect(note.getByText('Regulation Z, 12 CFR §1026.6(a) and §1026.40')).toBeInTheDocument();
    expect(note.getByText('Given 11/23/2026, 8:05 AM PST')).toBeInTheDocument();
    expect(note.getByText('Opened 11/23/2026, 9:12 AM PST')).toBeInTheDocument();
    expect(note.getByText('Not signed yet')).toBeInTheDocument();
    expect(note.queryByRole('button', { name: 'Download signed copy' })).not.toBeInTheDocument();
    await userEvent.click(note.getByRole('button', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith('NOTE');
    await userEvent.click(note.getByRole('button', { name: 'Download PDF' }));
    expect(onDownload).toHaveBeenCalledWith('NOTE', 'blank');
    expect(
      within(item('Consent to electronic records and signatures')).getByText('Consented 11/20/2026, 9:30 AM PST'),
    ).toBeInTheDocument();
  });

  it('shows documents still to come as not yet available, with when they will come', () => {
    renderWithProviders(<DocumentDisclosures {...props({ groups: VAULT.beforeFinalOffer })} />);
    const note = within(item('Home equity line of credit agreement and note'));
    expect(note.getByText('Not yet available')).toBeInTheDocument();
    expect(note.getByText('Available once your final offer is ready')).toBeInTheDocument();
    expect(note.queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(item('Deed of trust (mortgage)')).getByText('Available when your notary session is arranged'),
    ).toBeInTheDocument();
  });

  it('offers the signed copies once signed, and the CFPB booklet as an outside link', async () => {
    const onDownload = vi.fn();
    renderWithProviders(<DocumentDisclosures {...props({ groups: VAULT.allSigned, onDownload })} />);
    const deed = within(item('Deed of trust (mortgage)'));
    expect(deed.getByText('Signed 11/24/2026, 10:40 AM PST')).toBeInTheDocument();
    await userEvent.click(deed.getByRole('button', { name: 'Download signed copy' }));
    expect(onDownload).toHaveBeenCalledWith('DEED_OF_TRUST', 'signed');
    const booklet = within(item('What you should know about home equity lines of credit (CFPB booklet)')).getByRole(
      'link',
      { name: /^Read the CFPB booklet\s*\(PDF, opens in a new tab\)$/ },
    );
    expect(booklet).toHaveAttribute('href', 'https://files.consumerfinance.gov/f/documents/cfpb_heloc-brochure.pdf');
    expect(booklet).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a vault that did not load says so and can be tried again; a failed download says what happened', async () => {
    const onRetry = vi.fn();
    const { unmount } = renderWithProviders(
      <DocumentDisclosures {...props({ groups: undefined, loadError: 'We could not reach the server.', onRetry })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your documents');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    unmount();
    renderWithProviders(<DocumentDisclosures {...props({ error: 'This document is not available yet.' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This document is not available yet.');
    expect(item('Application summary')).toBeInTheDocument(); // the rows stay
  });

  it('the preview names the document, shows it in the shared viewer and always offers Download PDF', async () => {
    const onDownload = vi.fn();
    renderWithProviders(
      <DocumentDisclosures
        {...props({
          onDownload,
          preview: {
            kind: 'NOTE',
            title: 'Home equity line of credit agreement and note',
            regulation: 'Regulation Z',
            data: new TextEncoder().encode('%PDF-1.7\n%%EOF\n'),
          },
        })}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Home equity line of credit agreement and note' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Download PDF/ }));
    expect(onDownload).toHaveBeenCalledWith('NOTE', 'blank');
  });
});

describe('routing on document/disclosures', () => {
  const U = '0b7c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
  function Where() {
    return <output data-testid="where">{useLocation().pathname}</output>;
  }
  it('never moves the borrower away, whatever the state decides', async () => {
    const server = fakeServer();
    const status = { applicationUuid: U, state: 'NOTE_SIGNING', pendingSince: null } as Status;
    server.on('GET', '/service-profile/api/v1/profile', () => ({
      uuid: 'p1',
      email: 'ann@example.com',
      creditPulls: [],
    }));
    server.on(
      'GET',
      `/service-application/api/v1/application/heloc/${U}`,
      () => ({ uuid: U, loanNumber: 'HL1', status, offers: [], property: null }) as unknown as Application,
    );
    server.on('GET', `/service-krang-heloc/borrower/secure/api/v1/${U}/status`, () => status);
    renderWithProviders(
      <Routes>
        <Route path={`${BASE_PATH}/:uuid`} element={<HelocRoot />}>
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>,
      { path: `${BASE_PATH}/${U}/document/disclosures` },
    );
    await waitFor(() =>
      expect(server.count('GET', `/service-krang-heloc/borrower/secure/api/v1/${U}/status`)).toBeGreaterThan(0),
    );
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByTestId('where')).toHaveTextContent(`${BASE_PATH}/${U}/document/disclosures`);
  });
});
