import { useEffect, useRef, useState } from 'react'

import { Search } from 'lucide-react'

import { inputClasses } from './FieldShell'

// a list asks the server again once typing pauses, not on every key
const SEARCH_PAUSE_MS = 300

/** A search field for a server-side list; it reports the trimmed text once the user pauses. */
const SearchBox = ({
  label,
  initialValue = '',
  onSearch,
  width = 'w-80',
}: {
  label: string
  initialValue?: string
  onSearch: (text: string) => void
  width?: string
}) => {
  const [text, setText] = useState(initialValue)
  const searched = useRef(initialValue)
  const latest = useRef(onSearch)
  latest.current = onSearch
  useEffect(() => {
    if (text.trim() === searched.current) return
    const timer = setTimeout(() => {
      searched.current = text.trim()
      latest.current(searched.current)
    }, SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])

  return (
    <label className="relative flex items-center">
      <Search
        size={14}
        className="absolute left-2.5 text-slate-400"
        aria-hidden
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        aria-label={label}
        className={`${inputClasses} ${width} pl-8`}
      />
    </label>
  )
}

export default SearchBox
