/**
 * The floating 'Chat with us' button, on every page for visitors and borrowers alike when the
 * webchat flag is on. The site gate loads this module lazily once the flag is known to be on, so the
 * first screen carries none of the chat; the window is a further chunk loaded on the first click (or
 * at load with ?pop-webchat, which is then removed from the URL).
 */
import { Button } from '@mantine/core';
import { FLAGS, KEPT_REDIRECT_QUERY_PARAM, MESSAGES } from '@heloc/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOrg } from '../../app/org-context';
import { chatSessionStore } from '../../lib/storage';
import './chat-button.css';

const ChatWindow = lazy(() => import('./chat-window'));

export default function ChatButton() {
  const org = useOrg();
  const location = useLocation();
  const navigate = useNavigate();
  const popped = new URLSearchParams(location.search).has(KEPT_REDIRECT_QUERY_PARAM);
  // A live chat in progress reopens on every page until it ends (shared-surfaces §4).
  const [open, setOpen] = useState(() => popped || chatSessionStore.get() !== null);
  // A link with ?pop-webchat followed inside the app opens it too (state adjusted during render, not in an effect).
  if (popped && !open) setOpen(true);
  useEffect(() => {
    if (!popped) return;
    const params = new URLSearchParams(location.search);
    params.delete(KEPT_REDIRECT_QUERY_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [popped, location.pathname, location.search, location.hash, navigate]);
  // The gate checks the flag before loading this module; checked again so no caller shows it by mistake.
  if (org.flags[FLAGS.webchat]?.flagEnabled !== true) return null;
  return open ? (
    <Suspense fallback={null}>
      <ChatWindow onClose={() => setOpen(false)} />
    </Suspense>
  ) : (
    // A fixed Button, not Mantine's Affix: Affix brings its Portal into the first screen's code (+2 kB gzip).
    // Its class also keeps room for it at the end of every page and above a focused control (chat-button.css).
    <Button radius="xl" size="md" onClick={() => setOpen(true)} className="heloc-chat-launcher">
      {MESSAGES.chatWithUs}
    </Button>
  );
}
