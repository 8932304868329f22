// A command line that crosses SSH as one string (the client's words, the server's
// SSH_ORIGINAL_COMMAND): quoted for a POSIX shell on one side, split back on the other.

/** Each word in single quotes (a quote inside as '\''), so any text arrives as itself. */
export const quoteWords = (words: readonly string[]): string => words.map((word) => `'${word.replace(/'/g, `'\\''`)}'`).join(' ');

/**
 * Splits a command line as a POSIX shell would, for words, single and double quotes and
 * backslashes only: no variables, globs or operators (they stay literal text). Null when a quote is left open.
 */
export function splitWords(line: string): string[] | null {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) return null;
      word += line.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === '\\' && j + 1 < line.length && '"\\$`'.includes(line[j + 1]!)) j++;
        word += line[j];
      }
      if (j >= line.length) return null;
      inWord = true;
      i = j;
    } else if (c === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (c === ' ' || c === '\t' || c === '\n') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}
