import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../../shared/http/api-errors.decorator';
import { Public } from '../../../../shared/http/public.decorator';
import { GetRandomQuoteUseCase } from '../../application/get-random-quote.use-case';
import { QuoteResponseDto } from './dto/quote-response.dto';

@ApiTags('quotes')
@Controller('quotes')
export class QuotesController {
  constructor(private readonly randomQuote: GetRandomQuoteUseCase) {}

  @Get('random')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getRandomQuote',
    summary: 'A random quote from the curated table (works signed out)',
  })
  @ApiOkResponse({ type: QuoteResponseDto })
  @ApiErrors(404)
  async random(): Promise<QuoteResponseDto> {
    return QuoteResponseDto.from(await this.randomQuote.execute());
  }
}
