import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GetRandomQuoteUseCase } from './application/get-random-quote.use-case';
import { QuoteCatalog, RandomSource } from './domain/quote';
import { QuotesController } from './infrastructure/http/quotes.controller';
import { CryptoRandomSource } from './infrastructure/persistence/crypto-random.source';
import { QuoteOrmEntity } from './infrastructure/persistence/quote.orm-entity';
import { TypeOrmQuoteCatalog } from './infrastructure/persistence/typeorm-quote.catalog';

/** The daily inspiration: a table of curated quotes seeded by its migration. */
@Module({
  imports: [TypeOrmModule.forFeature([QuoteOrmEntity])],
  controllers: [QuotesController],
  providers: [
    { provide: QuoteCatalog, useClass: TypeOrmQuoteCatalog },
    { provide: RandomSource, useClass: CryptoRandomSource },
    GetRandomQuoteUseCase,
  ],
})
export class QuotesModule {}
