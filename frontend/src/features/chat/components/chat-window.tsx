import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ExternalLink, Minus, Send, ThumbsDown, ThumbsUp, X } from 'lucide-react';
import type { TChatFeedbackRating, TChatMessage, TChatSession, TChatStatus } from '@readiness/contracts/chat';
import { Button } from '../../../components/ui/button.tsx';
import { ServiceRestarting } from '../../../components/service-restarting.tsx';
import { isServiceRestarting } from '../../../lib/api-client.ts';
import { RESTARTING_RETRY_MS } from '../../../lib/query-client.ts';
import { cn } from '../../../lib/utils.ts';
import {
  chatContext,
  createChatSession,
  deleteChatSession,
  fetchChatSession,
  fetchCurrentChatSession,
  isSessionGone,
  rateChatMessage,
  requestHandoff,
  sendChatMessage,
  sendFailureText,
} from '../api.ts';
import {
  CHAT_SESSION_STORAGE,
  readChatSession,
  storeChatSession,
  type StoredChatSession,
} from '../storage.ts';
import type { ChatPosition } from './chat-position.ts';
import { agentLabel } from '../author.ts';
import { ContactEmailForm } from './contact-email-form.tsx';

export const DEFAULT_WELCOME =
  'Hi! I am the AI Readiness assistant. Ask me about the assessment, your results, Premium or the AI tools.';

/** How often an open window asks for a support person's replies once the conversation is handed off. */
const POLL_MS = 5000;

type Notice = { id: string; text: string; afterId: string | null };

type Props = {
  hidden: boolean;
  position: ChatPosition;
  welcome: boolean;
  initialMessage: string | undefined;
  /** The signed-in user's id, null when signed out, undefined while unknown. */
  userId: string | null | undefined;
  onMinimise: () => void;
  onClose: () => void;
};

function forgetSession(): void {
  try {
    window.localStorage.removeItem(CHAT_SESSION_STORAGE);
  } catch {
    /* nothing kept */
  }
}

const AUTHOR: Record<TChatMessage['role'], string> = {
  user: 'You',
  assistant: 'Assistant',
  agent: 'Support',
};

export default function ChatWindow({
  hidden,
  position,
  welcome,
  initialMessage,
  userId,
  onMinimise,
  onClose,
}: Props) {
  const { pathname } = useLocation();
  const titleId = useId();
  const inputId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const transcriptRef = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const [session, setSession] = useState<StoredChatSession | null>(null);
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [status, setStatus] = useState<TChatStatus>('assistant');
  /** The address a signed-out visitor left for support's answer. */
  const [contactEmail, setContactEmail] = useState<string | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  /** Attempts that found the chat service restarting (0: it is not): the window says so and tries again. */
  const [restartingAttempts, setRestartingAttempts] = useState(0);
  const [offerHandoff, setOfferHandoff] = useState(false);
  /** The questions the assistant offered when it was not sure what was meant ("did you mean"), as quick replies. */
  const [choices, setChoices] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const lastId = messages.at(-1)?.id ?? null;
  const addNotice = useCallback(
    (text: string) => setNotices((list) => [...list, { id: crypto.randomUUID(), text, afterId: lastId }]),
    [lastId],
  );

  const adopt = useCallback((found: TChatSession, kept: StoredChatSession) => {
    storeChatSession(kept);
    setSession(kept);
    setMessages(found.messages);
    setStatus(found.status);
    setContactEmail(found.contactEmail);
    setRestartingAttempts(0);
  }, []);

  /** Finds this browser's (or this user's) conversation, else starts one. */
  const start = useCallback(async () => {
    setStartError(null);
    try {
      const stored = readChatSession();
      if (stored) {
        try {
          const found = await fetchChatSession(stored);
          // A conversation started before signing in becomes the user's own.
          adopt(found, userId && !stored.ownerId ? { ...stored, ownerId: userId } : stored);
          return;
        } catch (error) {
          if (!isSessionGone(error)) throw error;
          forgetSession();
        }
      }
      if (userId) {
        const { session: current } = await fetchCurrentChatSession();
        if (current) {
          adopt(current, { sessionId: current.sessionId, sessionToken: '', ownerId: userId });
          return;
        }
      }
      const created = await createChatSession();
      const kept = {
        sessionId: created.sessionId,
        sessionToken: created.sessionToken,
        ownerId: created.signedIn && userId ? userId : null,
      };
      storeChatSession(kept);
      setSession(kept);
      setMessages([]);
      setStatus(created.status);
      setContactEmail(null);
      setRestartingAttempts(0);
    } catch (error) {
      if (isServiceRestarting(error)) {
        setRestartingAttempts((attempts) => attempts + 1);
        return;
      }
      setRestartingAttempts(0);
      setStartError(
        sendFailureText(error).replace('Your message could not be sent', 'The chat could not start'),
      );
    }
  }, [adopt, userId]);

  // While the chat service restarts, ask again every few seconds (as a screen's queries do).
  useEffect(() => {
    if (restartingAttempts === 0) return;
    const timer = setTimeout(() => void start(), RESTARTING_RETRY_MS);
    return () => clearTimeout(timer);
  }, [restartingAttempts, start]);

  useEffect(() => {
    if (userId === undefined || started.current) return;
    started.current = true;
    void start();
  }, [start, userId]);

  // Focus moves into the window whenever it is shown.
  useEffect(() => {
    if (!hidden) (inputRef.current?.disabled ? dialogRef.current : inputRef.current)?.focus();
  }, [hidden]);

  // The input is enabled once the session exists (or a reply arrived): keep the focus in the window there.
  useEffect(() => {
    if (!hidden && session && !pending && document.activeElement === dialogRef.current)
      inputRef.current?.focus();
  }, [hidden, session, pending]);

  // Keep the latest message in view.
  useEffect(() => {
    const el = transcriptRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, notices, pending]);

  // Handed off: a person answers later; the window asks for their replies while it is shown.
  useEffect(() => {
    if (hidden || !session || status !== 'handed-off') return;
    const timer = window.setInterval(() => {
      fetchChatSession(session)
        .then((found) => {
          setMessages(found.messages);
          setStatus(found.status);
          setContactEmail(found.contactEmail);
        })
        .catch(() => {
          /* the next poll tries again */
        });
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [hidden, session, status]);

  /** Sends what was typed, or a quick reply (`chosen`), which leaves what is being typed alone. */
  async function send(chosen?: string) {
    const text = (chosen ?? input).trim();
    if (!text || !session || pending) return;
    if (chosen === undefined) setInput('');
    setChoices([]);
    setPending(text);
    try {
      const result = await sendChatMessage(session, text, chatContext(pathname));
      setMessages((list) => [...list, result.message, ...(result.reply ? [result.reply] : [])]);
      setStatus(result.handedOff ? 'handed-off' : 'assistant');
      setOfferHandoff(result.offerHandoff);
      setChoices(result.choices);
    } catch (error) {
      // The refusal (a 429 says when to try again) is part of the conversation, not a toast; the text comes back.
      addNotice(sendFailureText(error));
      if (chosen === undefined) setInput(text);
    } finally {
      setPending(null);
      requestAnimationFrame(() => inputRef.current?.focus());
    }
  }

  async function handoff() {
    if (!session) return;
    setBusy(true);
    try {
      const result = await requestHandoff(session, chatContext(pathname));
      setMessages((list) => [...list, result.message]);
      setStatus('handed-off');
      setOfferHandoff(false);
      setChoices([]);
    } catch (error) {
      addNotice(
        sendFailureText(error).replace('Your message could not be sent', 'We could not reach a person'),
      );
    } finally {
      setBusy(false);
    }
  }

  async function rate(message: TChatMessage, rating: TChatFeedbackRating) {
    if (!session) return;
    const next = message.feedback === rating ? null : rating;
    try {
      const saved = await rateChatMessage(session, message.id, next);
      setMessages((list) => list.map((m) => (m.id === message.id ? { ...m, feedback: saved.rating } : m)));
    } catch (error) {
      addNotice(
        sendFailureText(error).replace('Your message could not be sent', 'Your feedback was not saved'),
      );
    }
  }

  async function remove() {
    if (!session) return;
    setBusy(true);
    try {
      await deleteChatSession(session);
      forgetSession();
      setConfirmDelete(false);
      setSession(null);
      setMessages([]);
      setNotices([{ id: crypto.randomUUID(), text: 'Your conversation was deleted.', afterId: null }]);
      setOfferHandoff(false);
      await start();
    } catch (error) {
      addNotice(
        sendFailureText(error).replace('Your message could not be sent', 'The conversation was not deleted'),
      );
    } finally {
      setBusy(false);
      requestAnimationFrame(() => inputRef.current?.focus());
    }
  }

  function onInputKey(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter makes a new line (and so does Enter while an input method composes).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant');
  const noticesAfter = (id: string | null) =>
    notices
      .filter((notice) => notice.afterId === id)
      .map((notice) => (
        <li
          key={notice.id}
          className="rounded-md border border-border bg-muted px-3 py-2 text-sm"
          data-chat-notice=""
        >
          {notice.text}
        </li>
      ));

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={hidden}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className={cn(
        'fixed z-50 flex h-[min(36rem,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-border bg-background text-foreground shadow-2xl focus-visible:outline-2 focus-visible:outline-ring',
        position === 'bottom-right' && 'bottom-4 right-4',
        position === 'bottom-left' && 'bottom-4 left-4',
        position === 'center' && 'left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2',
        hidden && 'hidden',
      )}
    >
      <div className="flex items-center gap-1 border-b border-border px-3 py-2">
        <h2 id={titleId} className="mr-auto whitespace-nowrap text-sm font-semibold sm:text-base">
          Support chat
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href="/whitelabel-deployment" target="_blank" rel="noopener">
            Adopt Me
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={onMinimise}
          aria-label="Minimise chat"
        >
          <Minus aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-9" onClick={onClose} aria-label="Close chat">
          <X aria-hidden="true" />
        </Button>
      </div>

      <div ref={transcriptRef} className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
        {/* The log is the live region; the list inside keeps its list semantics. */}
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation">
          <ol className="space-y-3">
            {welcome && (
              <li className="max-w-[85%] rounded-lg bg-muted px-3 py-2 text-sm">
                <span className="sr-only">Assistant: </span>
                {initialMessage ?? DEFAULT_WELCOME}
              </li>
            )}
            {noticesAfter(null)}
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                isLastAnswer={message.id === lastAnswer?.id}
                onRate={(rating) => void rate(message, rating)}
                extra={noticesAfter(message.id)}
              />
            ))}
            {pending !== null && (
              <li className="ml-auto max-w-[85%] whitespace-pre-wrap rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground">
                <span className="sr-only">You: </span>
                {pending}
              </li>
            )}
          </ol>
        </div>
        {pending !== null && (
          <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground" data-chat-typing="">
            <span className="flex gap-1" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-current" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
            </span>
            {status === 'handed-off' ? 'Sending...' : 'Assistant is typing...'}
          </p>
        )}
        {restartingAttempts > 0 && <ServiceRestarting what="The chat" className="mt-3" />}
        {startError && (
          <div className="mt-3 space-y-2 text-sm" role="alert">
            <p>{startError}</p>
            <Button size="sm" variant="outline" onClick={() => void start()}>
              Try again
            </Button>
          </div>
        )}
      </div>

      <div className="space-y-2 border-t border-border px-3 py-2">
        {status !== 'handed-off' && choices.length > 0 && (
          <div className="flex flex-wrap gap-1" role="group" aria-label="Did you mean">
            {choices.map((choice) => (
              <Button
                key={choice}
                size="sm"
                variant="outline"
                className="h-auto whitespace-normal py-1 text-left"
                onClick={() => void send(choice)}
                disabled={!session || pending !== null}
              >
                {choice}
              </Button>
            ))}
          </div>
        )}
        {status === 'handed-off' && session && userId === null ? (
          <ContactEmailForm
            session={session}
            contactEmail={contactEmail}
            onSaved={(found) => setContactEmail(found.contactEmail)}
          />
        ) : status === 'handed-off' ? (
          <p className="text-xs text-muted-foreground">
            A person from our team answers here. Keep this page open or come back later; if you are away, we
            email you the answer.
          </p>
        ) : (
          <Button
            variant={offerHandoff ? 'default' : 'outline'}
            size="sm"
            onClick={() => void handoff()}
            disabled={!session || busy}
          >
            Talk to a person
          </Button>
        )}
        {confirmDelete ? (
          <div
            className="flex flex-wrap items-center gap-2 text-sm"
            role="group"
            aria-label="Delete conversation"
          >
            <span>Delete this conversation for good?</span>
            <Button size="sm" variant="destructive" onClick={() => void remove()} disabled={busy}>
              Delete
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            className="ml-2"
            onClick={() => setConfirmDelete(true)}
            disabled={!session || busy || messages.length === 0}
          >
            Delete my conversation
          </Button>
        )}
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Your message
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            rows={2}
            maxLength={2000}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onInputKey}
            disabled={!session || pending !== null}
            placeholder={session ? 'Type your message...' : 'Connecting...'}
            aria-describedby={`${inputId}-hint`}
            className="min-h-10 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
          />
          <Button
            type="submit"
            size="icon"
            aria-label="Send message"
            disabled={!session || pending !== null || !input.trim()}
          >
            <Send aria-hidden="true" />
          </Button>
        </form>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          Enter sends, Shift+Enter adds a line.
        </p>
      </div>
    </div>
  );
}

function MessageItem({
  message,
  isLastAnswer,
  onRate,
  extra,
}: {
  message: TChatMessage;
  isLastAnswer: boolean;
  onRate: (rating: TChatFeedbackRating) => void;
  extra: React.ReactNode;
}) {
  const mine = message.role === 'user';
  return (
    <>
      <li
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm',
          mine ? 'ml-auto bg-primary text-primary-foreground' : 'bg-muted',
          message.role === 'agent' && 'border border-border',
        )}
        data-chat-role={message.role}
      >
        <span className={message.role === 'agent' ? 'mb-1 block text-xs font-semibold' : 'sr-only'}>
          {message.role === 'agent' ? agentLabel(message.agentName) : AUTHOR[message.role]}:{' '}
        </span>
        {message.content}
        {message.links.length > 0 && (
          <ul className="mt-2 space-y-1">
            {message.links.map((link) => (
              <li key={link.href}>
                {link.href.startsWith('/') ? (
                  <Link to={link.href} className="font-medium underline underline-offset-2">
                    {link.label}
                  </Link>
                ) : (
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium underline"
                  >
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        {isLastAnswer && (
          <div className="mt-2 flex items-center gap-1" role="group" aria-label="Feedback on this answer">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Helpful"
              aria-pressed={message.feedback === 'up'}
              onClick={() => onRate('up')}
            >
              <ThumbsUp className={cn(message.feedback === 'up' && 'fill-current')} aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Not helpful"
              aria-pressed={message.feedback === 'down'}
              onClick={() => onRate('down')}
            >
              <ThumbsDown className={cn(message.feedback === 'down' && 'fill-current')} aria-hidden="true" />
            </Button>
          </div>
        )}
      </li>
      {extra}
    </>
  );
}
