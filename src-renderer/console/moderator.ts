// The name this console records its decisions under, for every screen that decides.
import { createContext, useContext } from 'react';

export const ModeratorContext = createContext<string | null>(null);

/** The moderator's name, or null until the main process has answered. */
export const useModerator = () => useContext(ModeratorContext);
