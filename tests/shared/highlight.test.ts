import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { HIGHLIGHT_PREFIX_MIN_LETTERS, highlightSegments, indexWordsOf } from '../../shared/domain/highlight';
import { matchExpression, PREFIX_MIN_LETTERS, searchFilter, searchWords } from '../../shared/store/search-query';

/** The matched pieces only. */
const marked = (text: string, words: string[]) => highlightSegments(text, words).filter((s) => s.match).map((s) => s.text);

describe('highlightSegments', () => {
  it('marks the words a search word of 4 letters or more begins', () => {
    expect(highlightSegments('Senior React Developer', ['deve'])).toEqual([
      { text: 'Senior React ', match: false },
      { text: 'Developer', match: true },
    ]);
    expect(marked('Teamwork in a team of teams; steam', ['team'])).toEqual(['Teamwork', 'team', 'teams']);
    expect(marked('Senior developer, development team', ['developer'])).toEqual(['developer']);
  });

  it('marks only whole equal words for a search word of 1 to 3 letters', () => {
    expect(marked('AI engineer at Airbnb, said Ai', ['ai'])).toEqual(['AI', 'Ai']);
    expect(marked('IT manager; item, it', ['IT'])).toEqual(['IT', 'it']);
    expect(marked('C++ and C# developer', ['c'])).toEqual(['C', 'C']);
    expect(marked('.NET and network', ['.net'])).toEqual(['NET']);
    expect(marked('Car driver for a career', ['car'])).toEqual(['Car']);
  });

  it('folds case and Latin diacritics as the index does', () => {
    expect(marked('RÉSUMÉ writer (résumé, resume)', ['resume'])).toEqual(['RÉSUMÉ', 'résumé', 'resume']);
    expect(marked('Resume writer', ['Résumé'])).toEqual(['Resume']);
    expect(marked('Café Coffee Day', ['cafe'])).toEqual(['Café']);
    // A decomposed accent (e + U+0301) is part of the word, and removed.
    expect(marked('Cafe\u0301 manager', ['cafe'])).toEqual(['Cafe\u0301']);
    expect(marked('İstanbul office', ['istanbul'])).toEqual(['İstanbul']);
    // ø, ł, ß keep their letters in the index; Greek keeps its accents.
    expect(marked('Ørsted, Łódź, Straße', ['orsted', 'lodz', 'strasse'])).toEqual([]);
    expect(marked('Ørsted, Łódź, Straße', ['ørsted', 'łodz', 'straße'])).toEqual(['Ørsted', 'Łódź', 'Straße']);
    expect(marked('Αθήνα office', ['αθηνα'])).toEqual([]);
    expect(marked('Αθήνα office', ['αθήνα'])).toEqual(['Αθήνα']);
  });

  it('splits text and search words where the index does', () => {
    expect(marked('node.js, Node-RED', ['node.js'])).toEqual(['node', 'js', 'Node']);
    expect(marked('e-mail marketing', ['mail'])).toEqual(['mail']);
    // Devanagari vowel signs split words in the index: हिन्दी is the words ह, न, द.
    expect(indexWordsOf('हिन्दी').map((w) => w.folded)).toEqual(['ह', 'न', 'द']);
    expect(marked('हिन्दी शिक्षक', ['हिन्दी'])).toEqual(['ह', 'न', 'द']);
  });

  it('leaves the text whole without words', () => {
    expect(highlightSegments('Senior developer', [])).toEqual([{ text: 'Senior developer', match: false }]);
    expect(highlightSegments('Senior developer', ['', '  ', '--'])).toEqual([{ text: 'Senior developer', match: false }]);
    expect(highlightSegments('', ['developer'])).toEqual([]);
    expect(highlightSegments('developer', ['developer'])).toEqual([{ text: 'developer', match: true }]);
  });

  it('uses the store\'s prefix length', () => {
    expect(HIGHLIGHT_PREFIX_MIN_LETTERS).toBe(PREFIX_MIN_LETTERS);
  });

  it('cuts any text into pieces that are exactly the text, the marks alternating', () => {
    const wordish = fc.oneof(fc.string({ unit: 'binary', maxLength: 6 }), fc.stringMatching(/^[a-eéA-E]{1,6}$/));
    const textish = fc.oneof(fc.string({ unit: 'binary' }), fc.array(fc.stringMatching(/^[a-eéÉA-E.\- ]{0,8}$/)).map((a) => a.join(' ')));
    fc.assert(
      fc.property(textish, fc.array(wordish, { maxLength: 4 }), (text, words) => {
        const segments = highlightSegments(text, words);
        expect(segments.map((s) => s.text).join('')).toBe(text);
        for (const s of segments) expect(s.text).not.toBe('');
        for (let i = 1; i < segments.length; i++) expect(segments[i]!.match).not.toBe(segments[i - 1]!.match);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('highlighting agrees with the search index', () => {
  const db = new Database(':memory:');
  afterAll(() => db.close());
  // The index's tokenizer and columns (shared/store/search-index.ts).
  db.exec(`CREATE VIRTUAL TABLE jobs USING fts5 (job_title, company_name, description, requirements, location, category,
    detail = column, tokenize = 'unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE texts USING fts5 (text, tokenize = 'unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE words USING fts5vocab (texts, instance)`);
  const insert = db.prepare(`INSERT INTO jobs (rowid, job_title, company_name, description, requirements, location, category) VALUES (1, ?, '', '', '', '', '')`);
  const clear = db.prepare('DELETE FROM jobs');
  // The words in their order need positions: a table of its own with the index's tokenizer.
  const insertText = db.prepare('INSERT INTO texts (rowid, text) VALUES (1, ?)');
  const clearTexts = db.prepare('DELETE FROM texts');
  const wordsOf = db.prepare('SELECT term FROM words ORDER BY offset').pluck();
  const matches = (expression: string) => db.prepare(`SELECT count(*) FROM jobs WHERE jobs MATCH ?`).pluck().get(expression) === 1;

  const indexWords = (text: string) => {
    clearTexts.run();
    insertText.run(text);
    return wordsOf.all() as string[];
  };

  // Characters Unicode assigned after SQLite's tables were made (SQLite reads them as parts of words,
  // unfolded), and its own exceptions; outside them the two agree character by character.
  const NEWER_THAN_SQLITE = new Set([
    0x37f, 0x528, 0x52a, 0x52c, 0x52e, 0x9fd, 0x9fe, 0xa76, 0xafa, 0xafb, 0xafc, 0xafd, 0xafe, 0xaff, 0xb55, 0xc00, 0xc04,
    0xc3c, 0xc77, 0xc81, 0xc84, 0xcf3, 0xd00, 0xd01, 0xd3b, 0xd3c, 0xd4f, 0xd81, 0x20ba, 0x20bb, 0x20bc, 0x20bd, 0x20be,
    0x20bf, 0x20c0, 0x20c1, 0x218a, 0x218b,
  ]);

  it('reads every character of the scripts in use as the tokenizer does', () => {
    const characters: string[] = [];
    for (const [from, to] of [[0x20, 0x52f], [0x900, 0xdff], [0x1e00, 0x1fff], [0x2000, 0x20cf], [0x2100, 0x218f], [0xff00, 0xffef]] as const) {
      for (let code = from; code <= to; code++) {
        const ch = String.fromCodePoint(code);
        // Unassigned code points are words to SQLite; no text has them.
        if (!/\p{Cn}/u.test(ch) && !NEWER_THAN_SQLITE.has(code)) characters.push(ch);
      }
    }
    expect(characters.length).toBeGreaterThan(3000);
    // Each character between two q's: one word "q…q" if it is part of a word, else the words q and q.
    const text = characters.map((c) => `q${c}q`).join(' ');
    const asRead = (words: string[]) => {
      const out: string[] = [];
      for (let i = 0; i < words.length; ) {
        if (words[i] === 'q') {
          out.push('(splits)');
          i += 2;
        } else out.push(words[i++]!);
      }
      return out;
    };
    const sqlite = asRead(indexWords(text));
    const ours = asRead(indexWordsOf(text).map((w) => w.folded));
    const differences = characters.filter((_, i) => sqlite[i] !== ours[i]).map((c, i) => `U+${c.codePointAt(0)!.toString(16)} ${sqlite[i]} ${ours[i]}`);
    expect(differences).toEqual([]);
    expect(ours).toHaveLength(characters.length);
  });

  it('reads job text as the tokenizer does', () => {
    for (const text of [
      'Senior React.js Developer (Remote) – ₹12 LPA',
      'Résumé-writing, Ångström labs, Œuvre & Co., Łódź, São Paulo, Zürich, Kraków, Straße',
      'हिन्दी शिक्षक, मराठी, বাংলা, தமிழ், తెలుగు, ಕನ್ನಡ, മലയാളം, ગુજરાતી, ਪੰਜਾਬੀ',
      'C++/C#/.NET; Node-RED; e-mail; x² ½ µ ª №5',
      'Cafe\u0301 nai\u0308ve \u0301alone İstanbul ı ſ ς Ϲ ǅ ﬁ ＡＢＣ',
    ]) {
      expect(indexWordsOf(text).map((w) => w.folded), text).toEqual(indexWords(text));
    }
  });

  it('marks a word exactly when the search finds the text for it', () => {
    const letter = fc.constantFrom(...'aeinrstcdéèüñçAEIRST');
    const word = fc.array(letter, { minLength: 1, maxLength: 7 }).map((a) => a.join(''));
    const text = fc.array(fc.tuple(word, fc.constantFrom(' ', ', ', '-', '.', ' – ', '/')), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.map(([w, sep]) => w + sep).join(''));
    const search = fc.oneof(word, text.chain((t) => fc.constantFrom(...indexWordsOf(t).map((w) => t.slice(w.start, w.end)))));
    fc.assert(
      fc.property(text, search, (t, w) => {
        const expression = matchExpression(searchFilter({ keywords: searchWords(w) }));
        fc.pre(expression !== '');
        clear.run();
        insert.run(t);
        expect(marked(t, [w]).length > 0, `${t} / ${w}`).toBe(matches(expression));
      }),
      { numRuns: 500 },
    );
  });
});
