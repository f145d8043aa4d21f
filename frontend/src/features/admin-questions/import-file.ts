import { ZImportQuestionsRequest } from '@readiness/contracts/assessment';

/** Spec section 8: what an unreadable import file gets. */
export const IMPORT_FORMAT_ERROR = 'Failed to import questions. Please check file format.';

/** The gateway and the service take bodies up to 1 MB. */
export const MAX_IMPORT_FILE_BYTES = 1_000_000;

export type ParsedImportFile =
  { ok: true; questions: unknown[] } | { ok: false; error: typeof IMPORT_FORMAT_ERROR; detail: string };

const fail = (detail: string): ParsedImportFile => ({ ok: false, error: IMPORT_FORMAT_ERROR, detail });

/**
 * Spec section 5: the file must be JSON; the questions are its `questions` field (an export or the template), or
 * the whole content when it is a list. Each question is checked by the server, which names every rejected one.
 */
export function parseImportFile(text: string): ParsedImportFile {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return fail('The file is not valid JSON.');
  }
  const questions = Array.isArray(content)
    ? content
    : content !== null &&
        typeof content === 'object' &&
        Array.isArray((content as { questions?: unknown }).questions)
      ? (content as { questions: unknown[] }).questions
      : null;
  if (!questions) return fail('Expected a list of questions, or an object with a "questions" list.');
  const checked = ZImportQuestionsRequest.shape.questions.safeParse(questions);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? 'The questions list is not valid.';
    return fail(`${message.charAt(0).toUpperCase()}${message.slice(1)}.`);
  }
  return { ok: true, questions };
}

/** Reads a picked file and parses it; a file too big to send is refused before it is read. */
export async function readImportFile(file: File): Promise<ParsedImportFile> {
  if (file.size > MAX_IMPORT_FILE_BYTES)
    return fail('The file is larger than 1 MB, the most one import can take.');
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return fail('The file could not be read.');
  }
  return parseImportFile(text);
}

/** FileReader rather than Blob.text(): the same everywhere, jsdom included. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}
