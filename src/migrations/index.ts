import * as migration_20261121_102550_initial from './20261121_102550_initial';

export const migrations = [
  {
    up: migration_20261121_102550_initial.up,
    down: migration_20261121_102550_initial.down,
    name: '20261121_102550_initial'
  },
];
