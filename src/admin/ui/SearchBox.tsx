import { useEffect, useId, useRef, useState } from 'react';
import { limits } from '../../domain/limits.ts';

/** How long typing must pause before the server is asked, so each keystroke is not a request. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  label: string;
  /** The search in force; when the list changes it (clears it to show a saved row), the field follows. */
  query: string;
  onSearch: (query: string) => void;
}

/** A labelled search field that reports its trimmed text once typing pauses. */
export function SearchBox({ label, query: current, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(current);
  const reported = useRef(current);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (current === reported.current) return;
    reported.current = current;
    setText(current);
  }, [current]);

  useEffect(() => {
    const query = text.trim();
    if (query === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = query;
      onSearchRef.current(query);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="admin-search">
      <label htmlFor={id} className="form-label visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        maxLength={limits.listPage.maxQueryLength}
        className="form-control"
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
