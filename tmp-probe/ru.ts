import { readIdea } from '../src/server/ai/offline/reader';
const idea = process.argv[2] ?? 'Приложение для записи к репетитору: ученики выбирают время урока, оплачивают картой, репетитор ведёт домашние задания и оценки.';
const r = readIdea(idea);
console.log(JSON.stringify(r, null, 1).slice(0, 6000));
