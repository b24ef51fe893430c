// How a finished AI text is shown. The journey screen asks this context; the /journey route
// provides the speech feature's read-along text (the sentence being read is highlighted).
// Features do not import each other, so they meet through this shared seam.
import { createContext, useContext, type ReactNode } from 'react';

export type RenderFinishedText = (text: string) => ReactNode;

const ReadAlongContext = createContext<RenderFinishedText>((text) => text);

export function ReadAlongProvider({
  render,
  children,
}: {
  render: RenderFinishedText;
  children: ReactNode;
}) {
  return <ReadAlongContext.Provider value={render}>{children}</ReadAlongContext.Provider>;
}

export function useRenderFinishedText(): RenderFinishedText {
  return useContext(ReadAlongContext);
}
