import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'quotes' })
export class QuoteOrmEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'varchar', length: 200 }) author: string;
  @Column({ type: 'varchar', length: 300, nullable: true }) source: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) category: string | null;
}
