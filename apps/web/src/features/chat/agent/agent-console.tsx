/**
 * /agent (lazy route, outside the borrower's site): the agent signs in with their own account
 * (user type CS_AGENT; the sandbox seeds one per organisation, apps/api/README.md), sees the queue
 * and answers over the agent socket.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGES, CHAT_PATHS, MESSAGES, type ChatAttachmentRef } from '@heloc/core';
import { useEffect, useState } from 'react';
import { agentApi } from '../../../api/chat';
import { api } from '../../../api/endpoints';
import { queryKeys } from '../../../api/query-keys';
import { messageOf, RequestError } from '../../../lib/http-client';
import { useWrite } from '../../../lib/use-write';
import { socketUrl } from '../socket-url';
import { AgentConsoleView, AgentSignIn } from './agent-console-view';
import { useAgentChat } from './agent-live';

/**
 * The agent's sign-in, in this module's memory only: never the borrower's stored jwt, and nothing of
 * the console in the first screen's code (a store in lib/storage.ts would be). A reload asks again.
 */
let agentJwt: string | null = null;

function saveBytes(bytes: Uint8Array | string, ref: ChatAttachmentRef) {
  const url = URL.createObjectURL(
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type: ref.mime }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = ref.name;
  a.click();
  URL.revokeObjectURL(url);
}

function Console({ jwt, onSignOut }: { jwt: string; onSignOut: (why?: string) => void }) {
  const queryClient = useQueryClient();
  const [url] = useState(() => socketUrl(CHAT_PATHS.socket));
  const live = useAgentChat({ url, jwt });
  const list = useQuery({ queryKey: queryKeys.agentConversations(), queryFn: () => agentApi.conversations(jwt) });
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.agentConversations() });
  }, [live.queueVersion, queryClient]);
  useEffect(() => {
    if (list.error instanceof RequestError && list.error.status === 403) onSignOut(CHAT_MESSAGES.notAgent);
  }, [list.error, onSignOut]);
  // The server closed the socket as unauthenticated (signed out elsewhere, password changed):
  // reconnecting with this sign-in would only be refused again, so ask for a new one.
  useEffect(() => {
    if (live.connection === 'invalid') onSignOut(CHAT_MESSAGES.signedOut);
  }, [live.connection, onSignOut]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const end = useWrite((id: string) => agentApi.end(jwt, id));
  return (
    <AgentConsoleView
      conversations={list.data ?? []}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        live.join(id);
      }}
      thread={selectedId ? live.messages[selectedId] : undefined}
      online={live.online}
      error={error ?? live.error}
      sending={sending}
      onSend={async (text, files) => {
        if (!selectedId) return false;
        setError(null);
        let refs: ChatAttachmentRef[] = [];
        if (files.length) {
          setSending(true);
          try {
            refs = await agentApi.upload(jwt, selectedId, files);
          } catch (e) {
            setError(messageOf(e));
            return false;
          } finally {
            setSending(false);
          }
        }
        live.send(selectedId, text, refs);
        return true;
      }}
      onEnd={() => selectedId && end.send(selectedId)}
      onOpenAttachment={(ref) =>
        selectedId &&
        void agentApi.download(jwt, selectedId, ref.id).then(
          (b) => saveBytes(b, ref),
          () => setError(MESSAGES.chatGeneralFailure),
        )
      }
      onSignOut={() => onSignOut()}
    />
  );
}

export function Component() {
  const [jwt, setJwt] = useState(() => agentJwt);
  const [notice, setNotice] = useState<string | null>(null);
  const signIn = useWrite(api.login, {
    onSuccess: (r) => {
      agentJwt = r.jwt;
      setNotice(null);
      setJwt(r.jwt);
    },
  });
  if (!jwt)
    return (
      <AgentSignIn error={notice ?? signIn.error} submitting={signIn.submitting} onSubmit={(v) => signIn.send(v)} />
    );
  return (
    <Console
      jwt={jwt}
      onSignOut={(why) => {
        agentJwt = null;
        setNotice(why ?? null);
        signIn.reset();
        setJwt(null);
      }}
    />
  );
}
