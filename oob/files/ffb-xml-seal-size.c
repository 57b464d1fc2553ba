/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-seal-size.c: the public sizes sealed things are padded to (see ffb-xml-seal-size.h). */
#include "ffb-xml-seal-size.h"

#include "ffb-secrets.h"
#include "ffb-xml-doc.h"

#define GRAIN 1024
#define PART_BASE (4 * 1024)
/* Measured on the test suite's battles, with room: a unit of a stored OOB is about 110 bytes,
 * a rating with its roll (R7A) about 260, a unit of a draft result about 50, a flank-march
 * order about 200 and each unit it names about 30. */
#define PER_UNIT 128
#define PER_RATED 288
#define PER_DRAFTED 64
#define DRAFT_BASE 1024
#define PER_ORDER 256
#define PER_MARCHING 32
#define FLANKS_PER_SIDE 2
#define BRIGADES_PER_DIVISION 5
#define STANDS_PER_BRIGADE 2
#define ACTION_CARDS_BASE (2 * 1024)
#define PER_YEAR (4 * 1024)
/* A side's view of the action deck: the Marian deck's is about 700 bytes. */
#define ACTION_VIEW_SIZE (8 * 1024)
#define FIRST_YEAR_OF_THE_WAR 1861
/* Battle turns passed are counted as if a day had this many: more than any rule set's. */
#define TURNS_PER_DAY 64
/* Beyond the file's own limit a part is refused anyway: a hostile clear part cannot make the
 * sizes grow without end. */
#define LARGEST (8 * 1024 * 1024)

/* The bytes one battle turn may add to a part: the referee's, a side's; without or with cards. */
static const gsize per_turn[2][2] = { { 256, 2 * 1024 }, { 256, 1024 } };

static gsize
attr_size (xmlNode *node, const char *name, int max)
{
  int value = 0;

  if (node == NULL || !ffb_xml_attr_int (node, name, FALSE, 0, 0, max, &value, "", NULL))
    return 0;
  return (gsize) value;
}

static gsize
round_up (gsize size)
{
  size = MIN (size, LARGEST);
  return (size + GRAIN - 1) / GRAIN * GRAIN;
}

/* What a side's force may hold, from the force alone. */
typedef struct
{
  gsize units;   /* in its stored OOB: commands, brigades, batteries */
  gsize rated;   /* of them, those R7A rates: commands and brigades */
} Force;

static Force
force_of (xmlNode *battle, xmlNode *force)
{
  gsize stands_per_sp = attr_size (battle, "stands-per-sp", 1000);
  gsize batteries_per_sp = attr_size (battle, "batteries-per-sp", 1000);
  gsize leaders = 0, sps = 0, brigades;

  ffb_xml_foreach_child (force, "leader", leader)
    leaders++;
  ffb_xml_foreach_child (force, "sp", sp)
    sps += attr_size (sp, "count", 10000);
  brigades = MIN (BRIGADES_PER_DIVISION * leaders, sps * stands_per_sp / STANDS_PER_BRIGADE);
  return (Force) { leaders + brigades + sps * batteries_per_sp, leaders + brigades };
}

/* Its flank-march orders (R7B: at most half the army marches, on its two flanks). */
static gsize
orders_bound (Force force)
{
  return FLANKS_PER_SIDE * PER_ORDER + force.units * PER_MARCHING;
}

/* The referee's part holds both sides' orders and, once rolled, their ratings with their rolls
 * and the draft result. */
static gsize
referee_bound (Force force, gboolean rolled)
{
  return orders_bound (force)
         + (rolled ? force.rated * PER_RATED + force.units * PER_DRAFTED + DRAFT_BASE : 0);
}

/* A side's part holds his stored OOB and his view: his orders, his ratings once rolled. */
static gsize
side_bound (Force force, gboolean rolled)
{
  return force.units * PER_UNIT + orders_bound (force) + (rolled ? force.rated * PER_RATED : 0);
}

static gboolean
is_true (xmlNode *node, const char *name)
{
  g_autofree char *value = node != NULL ? ffb_xml_attr (node, name) : NULL;

  return g_strcmp0 (value, "true") == 0;
}

gsize
ffb_xml_seal_battle_size (xmlNode *battle, int reader)
{
  xmlNode *neutral = ffb_xml_first_child (battle, "neutral");
  xmlNode *clock = neutral != NULL ? ffb_xml_first_child (neutral, "clock") : NULL;
  gboolean cards = neutral != NULL && ffb_xml_first_child (neutral, "cards") != NULL;
  gboolean rolled = is_true (neutral, "rolled");
  gboolean referee = reader == FFB_READER_REFEREE;
  gsize days = attr_size (clock, "day", 1000);
  gsize turns = (days > 0 ? days - 1 : 0) * TURNS_PER_DAY + attr_size (clock, "turn", 1000);
  gsize bound = 0;

  /* The referee's holds both forces; a side's one, and which it is changes nothing. */
  ffb_xml_foreach_child (battle, "force", node)
    {
      Force force = force_of (battle, node);

      if (referee)
        bound += referee_bound (force, rolled);
      else
        bound = MAX (bound, side_bound (force, rolled));
    }
  return round_up (PART_BASE + bound + turns * per_turn[referee ? 0 : 1][cards ? 1 : 0]);
}

gsize
ffb_xml_seal_action_cards_size (xmlNode *campaign)
{
  gsize year = attr_size (campaign, "year", 10000);
  gsize years = year > FIRST_YEAR_OF_THE_WAR ? year - FIRST_YEAR_OF_THE_WAR + 1 : 1;

  return round_up (ACTION_CARDS_BASE + years * PER_YEAR);
}

gsize
ffb_xml_seal_action_view_size (xmlNode *campaign G_GNUC_UNUSED)
{
  return round_up (ACTION_VIEW_SIZE);
}

gsize
ffb_xml_seal_record_size (gsize names_length)
{
  return round_up (names_length + GRAIN / 4);
}
