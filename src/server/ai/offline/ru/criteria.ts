import type { Criterion, CriteriaPhrases } from '../model/criteria';
import type { EntityFacts, FeatureFacts, FieldFacts } from '../model/feature-facts';
import { agree, agreementOf, inflect, joinAnd, plural, quote, type Case } from './grammar';
import { isCyrillic } from '../text';
import { roleWord, rolesIn } from './words';

/**
 * Acceptance criteria in Russian, "Дано: …; когда …; тогда …": who acts, on which of the founder's
 * records (by the founder's word) and which fields (by their identifiers).
 */

/** The record an act implies when the brief names none: a payment is still a payment. */
const implied: Partial<Record<FeatureFacts['act'], string>> = {
  booking: 'бронирование',
  payment: 'оплата',
  review: 'отзыв',
  message: 'переписка',
  notify: 'напоминание',
};

/** The feature's record by the founder's word, else the one its act implies. */
const recordOf = (f: FeatureFacts) => f.entity?.founderLabel ?? implied[f.act] ?? (f.entity ? 'запись' : undefined);
const inCase = (word: string, grammaticalCase: Case, number: 'sing' | 'plur' = 'sing') => inflect(word, grammaticalCase, number);

const he = (role: string) => ({ masc: 'он', neut: 'оно', femn: 'она', plur: 'они' })[agreementOf(role)];
const code = (field: FieldFacts) => `\`${field.name}\``;
const fieldsOf = (e: EntityFacts | undefined, count = 3) =>
  (e?.fields ?? []).filter((x) => x.name !== 'status').slice(0, count);

/** Who a reminder goes to: the founder's word for the record's person, else the feature's role. */
function recipientOf(f: FeatureFacts): string {
  if (isCyrillic(f.recipient)) return roleWord(f.recipient);
  const person = [f.entity, ...f.others].find((e) => e?.label === f.recipient)?.founderLabel;
  return person ?? roleWord(f.role);
}

function who(f: FeatureFacts): string {
  const role = roleWord(f.role);
  return f.signedIn ? `${role} ${agree('вошёл', role)} в ${f.product}` : role;
}

/** Where a saved record shows up: its list screen, the terminal, or the API. */
function shownAt(f: FeatureFacts, e: EntityFacts | undefined, word: string): string {
  if (f.surface === 'terminal') return `${word} выводится в терминале`;
  if (f.surface === 'api' && e) return `${word} возвращается в GET /api${e.route}`;
  return `${word} появляется в списке${e ? ` на ${e.route}` : ''} со всем, что было введено`;
}

function happyPaths(f: FeatureFacts): Criterion[] {
  const role = roleWord(f.role);
  const word = recordOf(f);
  const e = f.entity;
  const fields = fieldsOf(e);
  if (!word) {
    return [
      {
        given: who(f),
        when: `${he(role)} открывает функцию ${quote(f.name)}`,
        then: 'всё, что для неё нужно, видно на одном экране и работает без лишних шагов',
      },
    ];
  }
  const other = f.otherRole ? roleWord(f.otherRole) : undefined;
  switch (f.act) {
    case 'profile':
      return [
        {
          given: who(f),
          when: `${he(role)} заполняет профиль${fields.length > 0 ? `: ${joinAnd(fields.map(code))}` : ''}`,
          then: other ? `профиль сохраняется, и его видят ${rolesIn(other)}` : 'профиль сохраняется и открывается при следующем входе',
        },
      ];
    case 'booking':
      return [
        {
          given: who(f),
          when: `${he(role)} бронирует ${inCase(word, 'accs')} на субботу, 10:00`,
          then: `${word} появляется в списке${other ? `, а ${inCase(other, 'datv')} приходит уведомление` : ''}`,
        },
      ];
    case 'payment':
      return [
        {
          given: who(f),
          when: `${he(role)} оплачивает картой`,
          then: `платёж проходит, и ${word} ${agree('отмечен', word)} как ${agree('оплаченный', word, 'nomn')}`,
        },
      ];
    case 'review':
      return [
        {
          given: `${role}, который уже воспользовался услугой`,
          when: `${he(role)} оставляет ${inCase(word, 'accs')} с оценкой и текстом`,
          then: `${word} появляется на странице, и средняя оценка сразу обновляется`,
        },
      ];
    case 'message':
      return [
        {
          given: who(f),
          when: `${he(role)} пишет сообщение${other ? ` ${inCase(other, 'datv')}` : ''}`,
          then: `сообщение появляется в переписке у обеих сторон${other ? `, а ${other} получает уведомление` : ''}`,
        },
      ];
    case 'notify':
      return [
        {
          given: `${word} на завтра`,
          when: 'наступает время напоминания',
          then: `${inCase(recipientOf(f), 'datv')} приходит напоминание со временем и ссылкой`,
        },
      ];
    case 'search': {
      const by = fields[0];
      return [
        {
          given: who(f),
          when: `${he(role)} ищет ${inCase(word, 'accs', 'plur')}${by ? ` по полю ${code(by)}` : ''}`,
          then: `в списке остаются только подходящие ${plural(word)}`,
        },
      ];
    }
    default: {
      const changed = fields[1] ?? fields[0];
      return [
        {
          given: who(f),
          when: `${he(role)} добавляет ${inCase(word, 'accs')}${fields.length > 0 ? ` с ${fields.length === 1 ? 'полем' : 'полями'} ${joinAnd(fields.map(code))}` : ''}`,
          then: shownAt(f, e, word),
        },
        ...(changed && f.surface === 'screens'
          ? [
              {
                given: `у ${inCase(role, 'gent')} уже есть ${word}`,
                when: `${he(role)} меняет поле ${code(changed)}`,
                then: `изменение сразу видно на странице ${inCase(word, 'gent')} и в списке`,
              },
            ]
          : []),
      ];
    }
  }
}

/** A value of the field a form is most likely to get wrong, and how it is entered. */
function invalidEntry(field: FieldFacts): string {
  switch (field.type) {
    case 'email':
      return `вводит в поле ${code(field)} адрес без @`;
    case 'phone':
      return `вводит буквы в поле ${code(field)}`;
    case 'money':
    case 'number':
    case 'integer':
      return `вводит отрицательное число в поле ${code(field)}`;
    case 'date':
    case 'datetime':
      return /birth/i.test(field.name) ? `вводит в поле ${code(field)} дату в будущем` : `вводит в поле ${code(field)} дату в прошлом`;
    case 'url':
      return `вводит в поле ${code(field)} не веб-адрес`;
    default:
      return `оставляет поле ${code(field)} пустым`;
  }
}

function validationFailure(f: FeatureFacts, e: EntityFacts, word: string): Criterion {
  const role = roleWord(f.role);
  const field =
    e.fields.find((x) => ['email', 'phone', 'money', 'url'].includes(x.type)) ??
    e.fields.find((x) => ['integer', 'number'].includes(x.type)) ??
    e.fields.find((x) => (x.type === 'date' || x.type === 'datetime') && /start|due|birth/i.test(x.name)) ??
    e.fields.find((x) => ['string', 'text', 'email'].includes(x.type)) ??
    e.fields[0];
  const given = `${role} сохраняет ${inCase(word, 'accs')}`;
  if (!field)
    return {
      given,
      when: 'связь обрывается до сохранения',
      then: `ничего не сохраняется наполовину, и ${word} можно отправить снова`,
    };
  return {
    given,
    when: `${he(role)} ${invalidEntry(field)}`,
    then: `${word} не ${agree('сохранён', word)}, а рядом с полем ${code(field)} сказано, что исправить`,
  };
}

function failurePath(f: FeatureFacts): Criterion {
  const role = roleWord(f.role);
  const word = recordOf(f);
  const via = f.integrations[0]?.name;
  const e = f.entity;
  switch (word ? f.act : 'none') {
    case 'booking':
      return {
        given: `${word!} уже ${agree('забронирован', word!)} на субботу, 10:00`,
        when: `другой ${role} пытается забронировать то же время`,
        then: `это время показано как занятое, и ${agree('второй', word!)} ${word!} не создаётся`,
      };
    case 'payment':
      return {
        given: `${role} расплачивается картой`,
        when: `${via ?? 'банк'} отклоняет карту`,
        then: `деньги не списываются, ${word!} остаётся неоплаченной, и можно попробовать другую карту`.replace(
          'неоплаченной',
          agree('неоплаченный', word!, 'ablt'),
        ),
      };
    case 'search':
      return {
        given: `${role} ищет ${inCase(word!, 'accs', 'plur')}`,
        when: 'ничего не подходит',
        then: `пустой экран сообщает, что таких ${inCase(word!, 'gent', 'plur')} нет, и предлагает сбросить фильтры`,
      };
    default:
      if (e && word && ['manage', 'verb', 'profile', 'booking', 'payment'].includes(f.act))
        return validationFailure(f, e, e.isRole ? 'профиль' : word);
      return {
        given: `${role} пользуется функцией ${quote(f.name)}`,
        when: via ? `${via} не отвечает` : 'чего-то нужного нет или это не удаётся прочитать',
        then:
          f.surface === 'terminal'
            ? 'команда печатает, что пошло не так и как это исправить, завершается с ненулевым кодом, и ничего не сделано наполовину'
            : 'понятными словами видно, что пошло не так и как это исправить, и ничего не сделано наполовину',
      };
  }
}

const wordOf = (e: EntityFacts) => e.founderLabel ?? 'запись';

export const ru: CriteriaPhrases = {
  text: (c) => `Дано: ${c.given}; когда ${c.when}; тогда ${c.then}`,
  split(text) {
    const match = /^Дано: (.+?); когда (.+?); тогда (.+)$/s.exec(text);
    return match ? { given: match[1]!, when: match[2]!, then: match[3]! } : undefined;
  },
  distinct: (c, featureName) => ({ ...c, when: `${c.when} в функции ${quote(featureName)}` }),
  happyPaths,
  failurePath,
  ownership: (f, e) => ({
    given: who(f),
    when: `${he(roleWord(f.role))} открывает ${inCase(`чужой ${wordOf(e)}`, 'accs')}`,
    then: `открывается страница «Не найдено», и никаких данных ${agree('этот', wordOf(e), 'gent')} ${inCase(wordOf(e), 'gent')} не видно`,
  }),
  integrationFailure: (f, e, service) => ({
    given: `${roleWord(f.role)} пользуется функцией ${quote(f.name)}`,
    when: `${service} не отвечает 10 секунд`,
    then: `видно, что ${service} недоступен, ${wordOf(e)} ${agree('остался', wordOf(e))} без изменений, и можно повторить`,
  }),
  audited: (f, e, rule) => ({
    given: who(f),
    when: `${he(roleWord(f.role))} открывает или меняет ${inCase(wordOf(e), 'accs')}`,
    then: `доступ записывается в журнал аудита — кто, что и когда, как требует ${rule}`,
  }),
  privacy: (e, rule) => ({
    given: `персональные данные (${wordOf(e)})`,
    when: 'они сохраняются',
    then: `их хранят и показывают только так, как позволяет ${rule}, и только тем, кому они нужны`,
  }),
};
