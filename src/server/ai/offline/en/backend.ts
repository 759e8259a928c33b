import { accessNote } from '../model/access-note';
import type { BackendPhrases, StoredPhrases } from '../model/backend-phrases';
import { recordOwner } from '../model/capability';
import { peopleRoles } from '../model/qa-lines';
import { storageFor } from '../model/storage-kind';
import type { ModelFeature } from '../model/types';
import { capitalise, joinList, plural, pluralPhrase, withArticle } from '../text';
import { noBackendWhy } from './backend-reason';

/** The backend document and the data model's notes, in English. */

export const backendEn: BackendPhrases = {
  noBackend(c) {
    const b = c.brief;
    const storage = storageFor(b.archetype, b.platforms);
    const forms = b.integrations.find((i) => i.key === 'forms');
    const site = b.archetype.id === 'static_site';
    return `${c.name} needs no backend: ${noBackendWhy(b.archetype)}. ${capitalise(storage)} ${site ? 'replace' : 'replaces'} the database${forms ? `, and ${forms.name} delivers the contact form by email` : ''}.`;
  },
  noAccounts(c) {
    return c.brief.archetype.id === 'static_site'
      ? c.pick(
          [
            'No accounts: visitors browse freely, and the owner edits content in the repository through pull requests.',
            'There is no sign-in on the site. Content changes are made in the repository and published by the next build.',
          ],
          'auth-none',
        )
      : c.pick(
          [
            `No accounts: ${c.name} works as soon as it opens, and each person’s data stays on their own device.`,
            `There is no sign-in. Everything is stored locally, so there is nothing to authenticate; export and import move data between devices.`,
          ],
          'auth-none',
        );
  },
  note(c) {
    const b = c.brief;
    const guarded =
      c.limits.length > 0
        ? ` The compliance section says what ${joinList(c.limits.map((l) => l.constraint))} ${c.limits.length > 1 ? 'require' : 'requires'} of it.`
        : '';
    const api = c.shape.service ? 'an API documented in OpenAPI' : `a REST API under /api for ${c.name}`;
    return c.pick(
      [
        `${c.stack.backend} serves ${api}; ${c.stack.database} stores ${b.entities.length} tables. Every request is validated with zod. ${accessNote(b, c.shape)}.${guarded}`,
        `The API is ${c.stack.backend} with ${c.stack.database}. It exposes ${b.endpoints.length} endpoints for ${featureList(c.must, 3)} and validates input with zod. ${accessNote(b, c.shape)}.${guarded}`,
      ],
      'backend-note',
    );
  },
  access(c) {
    const b = c.brief;
    const { shape, stack } = c;
    const roles = b.roles.map((r) => r.role);
    const isAdmin = (role: string) => /^(admin|administrator|администратор)/i.test(role);
    const labelOf = (name: string) => b.entities.find((e) => e.name === name)?.labelPlural ?? name;
    if (!b.accounts && shape.extension)
      return `${accessNote(b, shape)}; the API is rate-limited per token, and uninstalling forgets the token.`;
    if (!b.accounts && !shape.service)
      return `No end-user accounts: ${shape.publicEntities.length > 0 ? `${joinList(shape.publicEntities.map(labelOf))} are public, ` : ''}public endpoints are rate-limited and protected with a honeypot; the owner manages data through the database console.`;
    const signIn = shape.internal
      ? `Staff sign in with the company’s SSO (${stack.auth ?? 'SSO'} through Google Workspace or Microsoft Entra ID); there is no public sign-up: accounts are created on first sign-in for the company domain, and an admin assigns each role.`
      : shape.service
        ? 'Callers authenticate with an API key sent as a Bearer token; keys are hashed at rest, scoped to one account, rate-limited and revocable.'
        : shape.game && shape.mobile
          ? 'Players get an anonymous account on first launch and can link Sign in with Apple, Google, Game Center or Play Games to keep their progress; session tokens live in the device’s secure storage.'
          : `${stack.auth ?? 'Session'} handles sign-up as ${joinList(
              peopleRoles(b).map((r) => withArticle(r)),
              'or',
            )} with email verification, sign-in, password reset and Google sign-in; sessions live in HttpOnly, Secure, SameSite=Lax cookies.`;
    const reads = [
      ...(shape.publicEntities.length > 0
        ? [
            `Anyone, signed in or not, can browse ${joinList(shape.publicEntities.map(labelOf))}; only the account that created one can edit or delete it.`,
          ]
        : []),
      ...(shape.globalEntities.length > 0
        ? [
            `${capitalise(joinList(shape.globalEntities.map(labelOf)))} are global: every ${b.user} reads the same ranking, and entries are written only by the server from validated results, never posted by the client.`,
          ]
        : []),
    ];
    const people = roles.filter((r) => !isAdmin(r));
    const lead = /lead|manager|supervisor|head|director|owner|руковод|менеджер/i;
    const perRole = people.map((r, i) =>
      shape.internal
        ? lead.test(r)
          ? `${pluralPhrase(r)} see and correct every record of their team and approve what needs approval; they cannot change roles or settings.`
          : `${pluralPhrase(r)} create and update the records of their own work and read their team’s; they cannot delete records or change roles.`
        : `${pluralPhrase(r)} ${reads.length > 0 ? 'change' : 'read and change'} only their own records${i === 0 ? '' : ' and what is shared with them'}.`,
    );
    const admins = roles.some(isAdmin)
      ? ['Admins manage users, roles and content and can see everything; every admin action is written to the audit log.']
      : [];
    const regulated = c.limits.some((l) => /hipaa|ferpa|soc|part 11/i.test(l.constraint))
      ? [`Access to ${joinList(c.regulated.slice(0, 3))} is by role and minimum necessary, and each read is logged.`]
      : [];
    return [signIn, ...reads, ...perRole, ...admins, ...regulated].join(' ');
  },
  endpoint: (endpoint) => endpoint.description,
  entityAccess(e, access, b) {
    const people = b.roles.map((r) => r.role).filter((r) => !/^(admin|administrator|администратор)/i.test(r));
    const owner = recordOwner(e, b);
    switch (access) {
      case 'own':
        return `Owner’s own: only the account that created ${withArticle(e.label)} reads and changes it.`;
      case 'involved':
        return `Shared with the people it involves: only those who take part in ${
          owner ? `the ${owner.label} it belongs to` : withArticle(e.label)
        }${
          people.length > 1 ? ` (${joinList(people.map((r) => pluralPhrase(r.toLowerCase())), 'or')})` : ''
        } read it, checked on the server.`;
      case 'team':
        return `Shared within the team: everyone in the organisation reads ${e.labelPlural} as their role allows, and every change records who made it.`;
      case 'public':
        return `Public: anyone reads ${e.labelPlural}, signed in or not; only the account that created one changes it.`;
      case 'system':
        return `Computed by the system: only the server writes ${e.labelPlural} (from its jobs and the other records); people read those that concern them.`;
    }
  },
};

export const storedEn: StoredPhrases = {
  notes: {
    string: '',
    text: 'long text',
    integer: '',
    number: '',
    money: 'amount in the smallest currency unit (cents)',
    boolean: '',
    date: '',
    datetime: 'stored in UTC',
    email: 'email address, lower-cased',
    phone: 'phone number in E.164 format',
    url: 'URL',
    enum: 'one of a fixed list of values',
    image: 'URL of the uploaded image',
    file: 'URL of the uploaded file',
    location: 'latitude and longitude',
    reference: 'references another record',
    json: '',
  },
  primaryKey: 'primary key',
  setByDatabase: 'set by the database',
  references: (target) => `references ${target}`,
  relation(name, kind, target) {
    switch (kind) {
      case 'belongsTo':
        return `${name} belongs to ${target}`;
      case 'hasOne':
        return `${name} has one ${target}`;
      case 'hasMany':
        return `${name} has many ${plural(target)}`;
      default:
        return `${name} has many ${plural(target)} and each ${target} has many ${plural(name)} (join table ${name}${target})`;
    }
  },
};

export const lower = (text: string) => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
export const featureList = (features: ModelFeature[], count = 3) => joinList(features.slice(0, count).map((f) => lower(f.name)));
