import type { Placement } from '../model/constraints';

/**
 * Where a regulated product's servers and data live, said in Russian: the constraints choose the
 * placement, this book words it. Provider, service and region names stay as they are.
 */

type Words = Pick<Placement, 'host' | 'hosting' | 'database' | 'databaseDetail' | 'reason'>;

/** The Russian words of each placement, by the provider the constraints chose. */
const byHost: Record<string, Words> = {
  AWS: {
    host: 'AWS',
    hosting: 'AWS по подписанному соглашению BAA (App Runner или ECS Fargate для API, только сервисы, допустимые по HIPAA)',
    database: 'PostgreSQL 16 в Amazon RDS',
    databaseDetail: 'с шифрованием ключами KMS, под действием BAA с AWS',
    reason: 'Защищённая медицинская информация может храниться только у поставщиков, подписавших BAA',
  },
  'Fly.io (Frankfurt)': {
    host: 'Fly.io (Франкфурт)',
    hosting: 'Fly.io во Франкфурте (только регионы ЕС) с соглашениями об обработке данных в ЕС',
    database: 'PostgreSQL 16 в Neon',
    databaseDetail: 'в регионе eu-central-1',
    reason: 'Персональные данные остаются в ЕС, поэтому для базы данных не нужен механизм трансграничной передачи',
  },
  'Yandex Cloud': {
    host: 'Yandex Cloud',
    hosting: 'Серверы в России (Yandex Cloud, регион ru-central1, или Selectel) для API и файлов',
    database: 'PostgreSQL 16 в Yandex Managed Service for PostgreSQL',
    databaseDetail: 'в регионе ru-central1',
    reason: 'Персональные данные граждан России сначала записываются и хранятся в базах данных, расположенных в России',
  },
};

/** The placement with its sentences in Russian; the vendors it names stay as they are. */
export function russianPlacement(placement: Placement): Placement {
  return { ...placement, ...byHost[placement.host] };
}
