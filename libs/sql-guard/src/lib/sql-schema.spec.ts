import { schemaTables } from './sql-schema';

describe('schemaTables', () => {
  it('groups column rows by table, in the order they come, with flags from 0/1 or booleans', () => {
    const tables = schemaTables([
      ['bookings', 'id', 'integer', 0, 1],
      ['bookings', 'note', 'text', 1, 0],
      ['users', 'id', 'int(11)', false, true],
      ['users', 'email', 'varchar(255)', true, false],
    ]);
    expect(tables).toEqual([
      {
        name: 'bookings',
        readable: true,
        columns: [
          { name: 'id', type: 'integer', nullable: false, primaryKey: true, readable: true },
          { name: 'note', type: 'text', nullable: true, primaryKey: false, readable: true },
        ],
      },
      {
        name: 'users',
        readable: true,
        columns: [
          { name: 'id', type: 'int(11)', nullable: false, primaryKey: true, readable: true },
          {
            name: 'email',
            type: 'varchar(255)',
            nullable: true,
            primaryKey: false,
            readable: true,
          },
        ],
      },
    ]);
  });

  it('marks the tables and columns the tool refuses to read', () => {
    const tables = schemaTables([
      ['sessions', 'id', 'varchar', 0, 1],
      ['admin_users', 'username', 'varchar', 0, 0],
      ['admin_users', 'password', 'varchar', 0, 0],
    ]);
    expect(tables[0]).toMatchObject({ name: 'sessions', readable: false });
    expect(tables[0].columns[0].readable).toBe(false);
    expect(tables[1].readable).toBe(true);
    expect(tables[1].columns.map((c) => [c.name, c.readable])).toEqual([
      ['username', true],
      ['password', false],
    ]);
  });
});
