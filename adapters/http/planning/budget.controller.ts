import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { AddExpense } from '../../../domain/planning/use-cases/add-expense.js';
import { DeleteExpense } from '../../../domain/planning/use-cases/delete-expense.js';
import { ExportBudget } from '../../../domain/planning/use-cases/export-budget.js';
import { GetBudget } from '../../../domain/planning/use-cases/get-budget.js';
import { UpdateExpense } from '../../../domain/planning/use-cases/update-expense.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { CreateExpenseDto, UpdateExpenseDto } from './budget.dto.js';
import { presentBudget, presentBudgetExport, presentExpense } from './planning.presenter.js';
import { BudgetExportResponse, BudgetResponse, ExpenseResponse } from './planning.response.js';
import type { PlanningScope } from '../../../domain/planning/use-cases/planning-access.js';
import { WeddingScope } from './wedding-scope.js';

function attach(res: Response, fileName: string): void {
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
}

/** The couple's budget. The total is changed with PATCH /api/my/wedding {budgetTotal}. */
@ApiTags('planning')
@ApiErrorResponses()
@Controller('my')
export class BudgetController {
  constructor(
    private readonly getBudget: GetBudget,
    private readonly exportBudget: ExportBudget,
    private readonly addExpense: AddExpense,
    private readonly updateExpense: UpdateExpense,
    private readonly deleteExpense: DeleteExpense,
  ) {}

  @Get('budget')
  @ApiOperation({ summary: "The budget: the total split by category with spending, statuses and health, every expense (the bookings' deposits and balances included) and the last five" })
  @ApiOkResponse({ type: BudgetResponse })
  async budget(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope) {
    return presentBudget(await this.getBudget.execute(actor, scope));
  }

  @Post('budget/expenses')
  @ApiOperation({ summary: 'Add Expense: category, amount and description; subcategory, vendor, paid and date optional' })
  @ApiCreatedResponse({ type: ExpenseResponse })
  async create(@CurrentActor() actor: Actor | null, @Body() dto: CreateExpenseDto, @WeddingScope() scope: PlanningScope) {
    return presentExpense(await this.addExpense.execute(actor, dto, scope));
  }

  @Patch('budget/expenses/:expenseId')
  @ApiOperation({ summary: 'Mark an expense Paid or Pending ({paid}), or correct it' })
  @ApiOkResponse({ type: ExpenseResponse })
  async update(@CurrentActor() actor: Actor | null, @Param('expenseId') expenseId: string, @Body() dto: UpdateExpenseDto) {
    return presentExpense(await this.updateExpense.execute(actor, expenseId, dto));
  }

  @Delete('budget/expenses/:expenseId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove an expense' })
  @ApiNoContentResponse()
  async remove(@CurrentActor() actor: Actor | null, @Param('expenseId') expenseId: string): Promise<void> {
    await this.deleteExpense.execute(actor, expenseId);
  }

  @Get('budget.json')
  @ApiOperation({ summary: 'Budget export: hill-country-wedding-budget-{date}.json with totalBudget, categories, expenses and summary' })
  @ApiOkResponse({ type: BudgetExportResponse })
  async json(@CurrentActor() actor: Actor | null, @Res({ passthrough: true }) res: Response, @WeddingScope() scope: PlanningScope) {
    const exported = await this.exportBudget.execute(actor, 'json', scope);
    if (exported.format !== 'json') throw new Error('expected the JSON export');
    attach(res, exported.fileName);
    return presentBudgetExport(exported.budget);
  }

  @Get('budget.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The budget lines as a spreadsheet: each category, its subcategories, and the total' })
  @ApiOkResponse({ schema: { type: 'string', description: 'CSV with a heading row (UTF-8 with a byte order mark)' } })
  async csv(@CurrentActor() actor: Actor | null, @Res({ passthrough: true }) res: Response, @WeddingScope() scope: PlanningScope) {
    const exported = await this.exportBudget.execute(actor, 'csv', scope);
    if (exported.format !== 'csv') throw new Error('expected the CSV export');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    attach(res, exported.fileName);
    return exported.csv;
  }
}
