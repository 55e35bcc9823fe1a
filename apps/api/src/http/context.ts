/** What every handler can reach: dependencies and the signed-in user. */
import type { Db } from '../db/client.js';
import type { Env } from '../env.js';
import type { FlagStore } from '../seed/flags.js';
import type { JwtKeys } from '../auth/jwt.js';
import type { PasswordCost } from '../auth/password.js';
import type { Gazetteer } from '../applications/gazetteer.js';

export interface SessionUser {
  readonly uuid: string;
  readonly email: string;
  readonly orgCode: string;
  readonly type: string;
}

export interface Deps {
  readonly db: Db;
  readonly env: Env;
  /** The clock, injected so tests control time. */
  readonly now: () => Date;
  readonly flags: FlagStore;
  readonly jwt: JwtKeys;
  /** One line per outbox message (main.ts prints it); absent in tests. */
  readonly log?: (line: string) => void;
  /**
   * scrypt's cost for passwords: absent on every server (PASSWORD_COST); only a unit test's
   * in-process sandbox gives a cheaper one, never the environment (auth/password.ts, decision 092).
   */
  readonly passwordCost?: PasswordCost;
  /**
   * Where a ZIP code is (county, time zone): absent on every server, which uses ZIP_GAZETTEER;
   * a unit test's sandbox gives one that knows no ZIP unless it asks for the real one (decision 094).
   */
  readonly gazetteer?: Gazetteer;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: SessionUser;
    /** The session of the request's token (revoked by sign-out). */
    sid: string;
    /**
     * Set by the auth middleware when it left the session check to the status read, which checks
     * it in the same query as the load (decision 079) and says so with `sessionChecked`.
     */
    sessionDeferred?: boolean;
    sessionChecked?: boolean;
    orgCode: string;
  };
}
