import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}
