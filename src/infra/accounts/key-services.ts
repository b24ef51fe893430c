// Wires the personal-data vault, the lookup keys and the scheduled key rotation over one key
// ring (KEYS_DIR, by default DATA_DIR/keys). Preparing the keys runs at every start.
import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AccountsReadModel } from '../../app/accounts/accounts.ports';
import type { PlatformConfig } from '../config/platform-settings';
import type { ChangeNotices } from '../database/change-notices';
import type { AccountsSettings } from './accounts.settings';
import { keyRingLookupKeys } from './hmac-lookup-keys';
import { IndexedAccountsReadModel } from './indexed-accounts-read-model';
import { KeyRing } from './key-ring';
import { prepareKeys, rotateKeys } from './key-rotation';
import { AesPersonalDataVault } from './personal-data-vault';

export type KeyConfig = Pick<PlatformConfig, 'DATA_DIR'> &
  Pick<AccountsSettings, 'KEYS_DIR' | 'KEY_ROTATION_MINUTES' | 'LOOKUP_SECRET'>;

export function keysDir(config: Pick<KeyConfig, 'DATA_DIR' | 'KEYS_DIR'>): string {
  return path.resolve(config.KEYS_DIR ?? path.join(config.DATA_DIR, 'keys'));
}

export async function openKeyServices(
  knex: Knex,
  config: KeyConfig,
  logger: Logger,
  notices?: ChangeNotices,
) {
  const ring = new KeyRing(keysDir(config));
  const { upgraded } = await prepareKeys(knex, ring);
  if (upgraded > 0) logger.info({ keys: upgraded }, 'wrapped personal-data keys');
  if (config.LOOKUP_SECRET)
    logger.warn('LOOKUP_SECRET is no longer used: lookups are keyed by the key-encryption key');
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const rotateIfDue = async () => {
    const result = await rotateKeys(knex, ring, { onlyIfPending: true });
    if (result) logger.info({ keys: result.rewrapped }, 'rotated the key-encryption key');
  };
  return {
    ring,
    vault: new AesPersonalDataVault(knex, ring, notices),
    lookupKeys: keyRingLookupKeys(() => ring.current()),
    indexed: (inner: AccountsReadModel) => new IndexedAccountsReadModel(knex, inner),
    /**
     * After an account deletion, rotates within KEY_ROTATION_MINUTES; also once at start, so a
     * deletion before a restart never waits longer.
     */
    startRotation() {
      const run = () => {
        running ??= rotateIfDue()
          .catch((error: unknown) => logger.error({ err: error }, 'key rotation failed'))
          .finally(() => (running = undefined));
      };
      run();
      timer = setInterval(run, config.KEY_ROTATION_MINUTES * 60_000).unref();
    },
    /** Stops the schedule and waits for a rotation under way. */
    async stopRotation() {
      clearInterval(timer);
      await running;
    },
    rotateIfDue,
  };
}
