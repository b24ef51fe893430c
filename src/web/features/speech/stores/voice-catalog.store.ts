// The voice catalog of this server, asked for once per page (when the voice picker first opens)
// and kept: the provider does not change while the page is open. A failed answer is asked for
// again on the next open.
import { create } from 'zustand';
import { fetchVoiceCatalog, type VoiceCatalog } from '../api/voices.api';

interface VoiceCatalogState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  catalog: VoiceCatalog | null;
  load(): void;
}

export const useVoiceCatalogStore = create<VoiceCatalogState>((set, get) => ({
  status: 'idle',
  catalog: null,
  load: () => {
    const { status } = get();
    if (status === 'loading' || status === 'ready') return;
    set({ status: 'loading' });
    fetchVoiceCatalog().then(
      (catalog) => set({ status: 'ready', catalog }),
      () => set({ status: 'failed' }),
    );
  },
}));

/** Forgets the catalog (tests). */
export function resetVoiceCatalog(): void {
  useVoiceCatalogStore.setState({ status: 'idle', catalog: null });
}
