import { useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { agentLabel } from '../../chat/author.ts';
import { useCloseConversation, useConversation, useFeedback, useInbox, useReply } from '../api.ts';
import { LeadList } from '../components/lead-list.tsx';
import { TIER_NAMES } from '@readiness/contracts/admin-users';
import { labelOf } from '@readiness/contracts/chat';
import { formatDateTime } from '@readiness/contracts/format';
import { QueryErrorLine } from '../../../components/query-error.tsx';

/** /admin-support: the support inbox (handed-off conversations), the answers' feedback, the white-label requests. */
export default function AdminSupportPage() {
  useDocumentTitle('Support');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">Support</h1>
      <Tabs defaultValue="inbox" className="mt-6">
        <TabsList className="grid h-auto w-full grid-cols-3 gap-1 sm:inline-flex sm:w-auto">
          {/* On a phone the three tabs share the width: their names may take two lines. */}
          <TabsTrigger value="inbox" className="h-full whitespace-normal">
            Inbox
          </TabsTrigger>
          <TabsTrigger value="feedback" className="h-full whitespace-normal">
            Feedback
          </TabsTrigger>
          <TabsTrigger value="requests" className="h-full whitespace-normal">
            White-label requests
          </TabsTrigger>
        </TabsList>
        <TabsContent value="inbox">
          <Inbox />
        </TabsContent>
        <TabsContent value="feedback">
          <FeedbackList />
        </TabsContent>
        <TabsContent value="requests">
          <LeadList />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Inbox() {
  const [status, setStatus] = useState<'handed-off' | 'all'>('handed-off');
  const [selected, setSelected] = useState<string | null>(null);
  const inbox = useInbox(status);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
      <section aria-labelledby="inbox-list" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="inbox-list" className="text-lg font-semibold">
            Conversations
          </h2>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={status === 'all'}
              onChange={(event) => setStatus(event.target.checked ? 'all' : 'handed-off')}
              className="size-4"
            />
            Include closed
          </label>
        </div>
        {inbox.isPending && <p className="mt-4 text-sm text-muted-foreground">Loading conversations...</p>}
        {inbox.isError && (
          <div className="mt-4">
            <QueryErrorLine what="The inbox" query={inbox} />
          </div>
        )}
        {inbox.data?.conversations.length === 0 && (
          <p className="mt-4 text-sm text-muted-foreground">No conversations are waiting for a person.</p>
        )}
        <ul className="mt-4 space-y-2">
          {inbox.data?.conversations.map((c) => (
            <li key={c.sessionId}>
              <button
                type="button"
                onClick={() => setSelected(c.sessionId)}
                aria-current={selected === c.sessionId ? 'true' : undefined}
                className="w-full rounded-lg border border-border p-3 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring aria-[current=true]:border-primary"
              >
                <span className="flex flex-wrap items-center gap-2 font-medium [overflow-wrap:anywhere]">
                  {c.user ? c.user.name : 'Anonymous visitor'}
                  {c.awaitingReply && <Badge>Awaiting reply</Badge>}
                  {c.status !== 'handed-off' && <Badge variant="secondary">Closed</Badge>}
                </span>
                <span className="mt-1 block truncate text-muted-foreground">{c.lastMessage}</span>
                <span className="mt-1 block text-xs text-muted-foreground">
                  {formatDateTime(c.lastMessageAt)} · {c.messageCount} messages{c.page ? ` · ${c.page}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {selected ? (
        <ConversationDetail key={selected} sessionId={selected} />
      ) : (
        <p className="text-sm text-muted-foreground">Choose a conversation to read and answer it.</p>
      )}
    </div>
  );
}

function ConversationDetail({ sessionId }: { sessionId: string }) {
  const conversation = useConversation(sessionId);
  const reply = useReply(sessionId);
  const close = useCloseConversation(sessionId);
  const [text, setText] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    reply.mutate(message, { onSuccess: () => setText('') });
  }

  if (conversation.isPending)
    return <p className="text-sm text-muted-foreground">Loading the conversation...</p>;
  if (conversation.isError) return <QueryErrorLine what="The conversation" query={conversation} />;
  const c = conversation.data;
  return (
    <section aria-labelledby="conversation-title" className="min-w-0 rounded-lg border border-border p-4">
      <h2 id="conversation-title" className="text-lg font-semibold [overflow-wrap:anywhere]">
        {c.user ? `${c.user.name}${c.user.email ? ` (${c.user.email})` : ''}` : 'Anonymous visitor'}
      </h2>
      <p className="text-xs text-muted-foreground">
        {c.user ? `${labelOf(TIER_NAMES, c.user.tier)} plan · ` : ''}
        {c.contactEmail ? `answers emailed to ${c.contactEmail} when away · ` : ''}
        {c.page ? `on ${c.page}` : 'page unknown'}
        {c.reason ? ` · ${c.reason}` : ''}
      </p>
      <ol className="mt-4 max-h-96 space-y-2 overflow-y-auto" aria-label="Messages">
        {c.messages.map((m) => (
          <li
            key={m.id}
            className={
              m.role === 'user'
                ? 'mr-8 rounded-md bg-muted p-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]'
                : 'ml-8 whitespace-pre-wrap rounded-md border border-border p-2 text-sm [overflow-wrap:anywhere]'
            }
          >
            <span className="block text-xs font-semibold">
              {m.role === 'user'
                ? c.user
                  ? 'User'
                  : 'Visitor'
                : m.role === 'agent'
                  ? agentLabel(m.agentName)
                  : 'Assistant'}{' '}
              · {formatDateTime(m.timestamp)}
            </span>
            {m.content}
          </li>
        ))}
      </ol>
      {c.status === 'handed-off' ? (
        <form onSubmit={onSubmit} className="mt-4 grid gap-2">
          <label htmlFor="agent-reply" className="text-sm font-medium">
            Your reply
          </label>
          <Textarea
            id="agent-reply"
            rows={3}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {reply.isError && (
            <p role="alert" className="text-sm text-destructive">
              {reply.error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={reply.isPending || !text.trim()}>
              {reply.isPending ? 'Sending...' : 'Send reply'}
            </Button>
            <Button type="button" variant="outline" disabled={close.isPending} onClick={() => close.mutate()}>
              Close conversation
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">
          Closed: the assistant answers this conversation again.
        </p>
      )}
    </section>
  );
}

function FeedbackList() {
  const feedback = useFeedback();
  if (feedback.isPending) return <p className="text-sm text-muted-foreground">Loading feedback...</p>;
  if (feedback.isError) return <QueryErrorLine what="The feedback" query={feedback} />;
  const { up, down } = feedback.data;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <strong>{up}</strong> helpful, <strong>{down}</strong> not helpful
      </p>
      {feedback.data.feedback.length === 0 && (
        <p className="text-sm text-muted-foreground">No feedback yet.</p>
      )}
      <ul className="space-y-2">
        {feedback.data.feedback.map((f) => (
          <li key={f.messageId} className="rounded-lg border border-border p-3 text-sm">
            <Badge variant={f.rating === 'up' ? 'secondary' : 'destructive'}>
              {f.rating === 'up' ? 'Helpful' : 'Not helpful'}
            </Badge>{' '}
            <span className="text-xs text-muted-foreground">{formatDateTime(f.createdAt)}</span>
            {f.question && <p className="mt-2">Q: {f.question}</p>}
            <p className="mt-1 text-muted-foreground">A: {f.answer}</p>
            {f.comment && <p className="mt-1">Comment: {f.comment}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
