import { inflect, plural, count, agree, agreementOf } from '../src/server/ai/offline/ru/grammar';
for (const p of ['урок','запись','домашнее задание','время урока','счёт на оплату','ученик','новая заявка','оценка', 'ножницы', 'Отчёт'])
  console.log(p, '|', plural(p), '|', inflect(p,'gent'), '|', inflect(p,'accs'), '|', inflect(p,'ablt','plur'), '|', count(1,p), count(3,p), count(5,p), count(22,p), '|', agree('каждый',p), agree('сохранён',p), agree('новый', p, 'gent'), agreementOf(p));
