/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-card-record-ops.c: game night's card-record functions handed to the model's copies
 * (ffb-card-record-ops.h). */
#include "ffb-card-record-ops.h"

#include "ffb-cards.h"

static const FfbCardRecordOps night_ops = {
  .copy = ffb_cards_copy,
  .equal = ffb_cards_equal,
};

const FfbCardRecordOps *
ffb_night_card_record_ops (void)
{
  return &night_ops;
}
