import type { FeatureFacts } from '../model/feature-facts';
import type { StoryPhrases } from '../model/feature-text';
import { agree, inflect, joinAnd, plural, quote } from './grammar';
import { asAction, roleWord, rolesIn } from './words';

/** User stories in Russian: "Как ученик, я хочу бронировать урок, чтобы не договариваться по телефону." */

const fieldsOf = (f: FeatureFacts, count: number) =>
  (f.entity?.fields ?? [])
    .filter((x) => x.name !== 'status')
    .slice(0, count)
    .map((x) => `\`${x.name}\``);

/** What the person wants to do: the feature's own action, else what its act means for its record. */
function goalOf(f: FeatureFacts, word: string | undefined): string {
  const own = asAction(f.name);
  if (own) return own;
  if (!word) return `пользоваться функцией ${quote(f.name)}`;
  const many = plural(word, 'accs');
  const other = f.otherRole ? roleWord(f.otherRole) : undefined;
  switch (f.act) {
    case 'profile':
      return f.entity?.isRole ? 'заполнить свой профиль' : `вести ${inflect(`свой ${word}`, 'accs')}`;
    case 'booking':
      return `забронировать ${inflect(word, 'accs')} в удобное время`;
    case 'payment':
      return 'оплачивать картой';
    case 'review':
      return `оставлять ${many} после встречи`;
    case 'message':
      return other ? `писать ${inflect(other, 'datv')} в одном месте` : 'переписываться в одном месте';
    case 'notify':
      return `получать напоминание перед ${agree('каждый', word, 'ablt')} ${inflect(word, 'ablt')}`;
    case 'search': {
      const by = fieldsOf(f, 2);
      return `находить ${many}${by.length > 0 ? ` по ${by.length === 1 ? 'полю' : 'полям'} ${joinAnd(by)}` : ''}`;
    }
    case 'rank':
      return `видеть своё место среди других ${rolesIn(roleWord(f.role), 'gent')}`;
    case 'insight':
      return `видеть ${inflect(`свой ${word}`, 'accs', 'plur')} на одном экране`;
    case 'export':
      return `выгружать ${inflect(`свой ${word}`, 'accs', 'plur')}`;
    case 'import':
      return `загрузить ${inflect(`свой ${word}`, 'accs', 'plur')} из таблицы`;
    default:
      return `вести ${inflect(`свой ${word}`, 'accs', 'plur')}`;
  }
}

/** Why: what the act gives the person. */
function benefitOf(f: FeatureFacts, word: string | undefined): string {
  if (f.benefit) return f.benefit;
  const other = f.otherRole ? roleWord(f.otherRole) : undefined;
  if (!word) return `${f.product} делал это за меня без лишних шагов`;
  switch (f.act) {
    case 'profile':
      return other ? `${rolesIn(other)} знали, с кем имеют дело` : `меня узнавали другие ${rolesIn(roleWord(f.role))}`;
    case 'booking':
      return 'не договариваться по телефону и в переписке';
    case 'payment':
      return 'не возиться с наличными и переводами';
    case 'review':
      return `другие ${rolesIn(roleWord(f.role))} выбирали увереннее`;
    case 'message':
      return 'все договорённости были в одном месте';
    case 'notify':
      return 'ничего не пропускать и не забывать';
    case 'search':
      return `находить ${inflect(`нужный ${word}`, 'accs')} без расспросов`;
    case 'rank':
      return 'был повод вернуться и сыграть ещё';
    case 'insight':
      return 'видеть, что поменять, пока это ничего не стоит';
    case 'export':
    case 'import':
      return `мои ${plural(word)} не были заперты в одном месте`;
    default:
      return `всегда знать, что с ${agree('каждый', word, 'ablt')} ${inflect(word, 'ablt')}`;
  }
}

export const ru: StoryPhrases = {
  story(f) {
    const word = f.entity?.founderLabel ?? (f.entity ? 'запись' : undefined);
    // A feature about the person's own record ("Профили учеников") is their profile, whatever its act.
    const own = f.entity?.isRole && (f.act === 'manage' || f.act === 'verb') ? { ...f, act: 'profile' as const } : f;
    const goal = goalOf(own, word);
    return { userStory: `Как ${roleWord(f.role)}, я хочу ${goal}, чтобы ${benefitOf(own, word)}.`, goal };
  },
};
