import { PGlite } from '@electric-sql/pglite';
let t=Date.now(); const db = await PGlite.create(); console.log('create', Date.now()-t);
t=Date.now(); const db2 = await PGlite.create(); console.log('create2', Date.now()-t);
t=Date.now(); const f = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, f.size);
t=Date.now(); const db3 = await PGlite.create({loadDataDir: f}); console.log('load', Date.now()-t);
console.log(process.memoryUsage().rss/1e6);
