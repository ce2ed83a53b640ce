// A passkey authenticator in software, for the server tests: it makes a P-256 key pair, answers
// registration options with a "none" attestation and sign-in options with a signed assertion, the
// way a browser's authenticator does. Each answer can be bent to play an attacker (no user
// verification, another origin, an old counter).
import crypto from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export interface Bend {
  /** The user verification flag (true unless said). */
  userVerified?: boolean;
  /** The origin the browser reports (the server's own unless said). */
  origin?: string;
  /** The relying party id whose hash the answer carries. */
  rpId?: string;
  /** The signature counter to report, in place of the next one. */
  counter?: number;
  /** The user handle to report, in place of the one registered. */
  userHandle?: string;
}

const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

export class SoftAuthenticator {
  readonly credentialId = isoBase64URL.fromBuffer(crypto.randomBytes(32));
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  private userHandle: string | undefined;
  private rpId: string | undefined;

  constructor(private readonly origin: string) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Uint8Array) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private flags(bend: Bend, attested: boolean) {
    // UP, UV, and AT when the credential's key is included.
    return 0x01 | (bend.userVerified === false ? 0 : 0x04) | (attested ? 0x40 : 0);
  }

  private clientData(type: string, challenge: string, bend: Bend) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: bend.origin ?? this.origin, crossOrigin: false }));
  }

  /** The answer to navigator.credentials.create(options). */
  register(options: CreationOptions, bend: Bend = {}) {
    const rpId = bend.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    this.rpId = rpId;
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = isoBase64URL.toBuffer(this.credentialId);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKey]);
    const authData = this.authData(rpId, this.flags(bend, true), 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(this.clientData('webauthn.create', options.challenge, bend)),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** The answer to navigator.credentials.get(options). */
  authenticate(options: RequestOptions, bend: Bend = {}) {
    const rpId = bend.rpId ?? options.rpId ?? this.rpId!;
    this.counter += 1;
    const authData = this.authData(rpId, this.flags(bend, false), bend.counter ?? this.counter);
    const clientData = this.clientData('webauthn.get', options.challenge, bend);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientData),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
        userHandle: bend.userHandle ?? this.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
