/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-reader-view-text.c: a reader's copy of a battle as plain text. It prints the copy and only
 * the copy: whatever is not in it (ffb-reader-view.c decides) cannot be printed. */
#include "ffb-reader-view.h"

#include <glib/gi18n-lib.h>

#include "ffb-clock.h"
#include "ffb-notices.h"
#include "ffb-text.h"

/* A rating not known in the copy: to a player it is sealed (not rolled yet, or not his to
 * know); the referee is the neutral party, who knows every roll made, so to him it is one
 * still to roll. */
static const char *
unknown_rating (const FfbReaderView *view)
{
  return view->reader == FFB_READER_REFEREE ? _("to roll") : _("sealed");
}

static const char *
rating_letter (const FfbReaderView *view, FfbRating rating)
{
  switch (rating)
    {
    /* Translators: the one-letter ratings of the text copy, as its legend explains them
     * ("E Excellent, A Average, P Poltroon"). */
    case FFB_RATING_AVERAGE: return C_("rating letter", "A");
    case FFB_RATING_EXCELLENT: return C_("rating letter", "E");
    case FFB_RATING_POLTROON: return C_("rating letter", "P");
    default: return unknown_rating (view);
    }
}

/* R7C: the share the rule gives, to every reader; the inches they come to only to those who
 * may count the defender's on-table stands (ffb-reader-view.h), as the sheet says it. */
static void
append_breastworks (GString *out, const FfbReaderView *view)
{
  int percent = view->ground.breastworks_percent;

  if (percent <= 0)
    return;
  if (view->breastworks_inches < 0)
    g_string_append_printf (out, _("  R7C The defender has breastworks: %d%% of his on-table "
                                   "stands, in inches.\n"), percent);
  else if (view->reader == FFB_READER_REFEREE)
    g_string_append_printf (out, _("  R7C Breastworks for the %s defender: %d inches (%d%% of "
                                   "his on-table stands).\n"),
                            ffb_side_display_name (ffb_side_other (view->attacker)),
                            view->breastworks_inches, percent);
  else
    g_string_append_printf (out, _("  R7C Your breastworks: %d inches (%d%% of your on-table "
                                   "stands).\n"), view->breastworks_inches, percent);
}

/* R4A, or Q1 for a battle fought with the quick rules: the ratio in stands and batteries, or
 * in stands and guns. */
static void
append_ratio (GString *out, const FfbReaderView *view)
{
  g_autofree char *stands = ffb_text_stands (view->stands_per_sp);
  g_autofree char *artillery = ffb_tactics_artillery_count (view->tactics,
                                                            view->batteries_per_sp);

  if (view->tactics == NULL)
    g_string_append_printf (out, _("  R4A %s and %s per SP.\n"), stands, artillery);
  else
    /* Translators: the first %s is a tactical rule set's name, then "6 stands" and "1 gun". */
    g_string_append_printf (out, _("  %s  Fought with the %s: %s and %s per SP.\n"),
                            view->tactics->rule, view->tactics->name, stands, artillery);
}

/* R7D, for the sides this reader may see. A quick battle's brigades have no Worn state to
 * start in (Q4): what holds of R7D there is the flank marches it forbids. */
static void
append_demoralized (GString *out, const FfbReaderView *view)
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      if (!view->demoralized[s] || !ffb_reader_owns (view->reader, s))
        continue;
      if (view->tactics != NULL)
        g_string_append_printf (out, _("  R7D The %s army starts Demoralized: it may not flank "
                                       "march.\n"), ffb_side_display_name (s));
      else
        g_string_append_printf (out, _("  R7D The %s army starts Demoralized: it may not flank "
                                       "march, and all its brigades start Worn (-.S.X).\n"),
                                ffb_side_display_name (s));
    }
}

static void
append_setup (GString *out, const FfbReaderView *view, const FfbRules *rules)
{
  g_autofree char *dawn = ffb_clock_format_time (rules->day[view->months].dawn);
  g_autofree char *dusk = ffb_clock_format_time (rules->day[view->months].dusk);

  g_string_append_printf (out, "%s - %s, %s\n", view->battle_name, ffb_reader_view_title (view),
                          view->when);
  g_string_append_printf (out, _("  R1  %s %d, hex %s: %s attacks, %s defends (R3).\n"),
                          ffb_months_sentence_word (view->months), view->year,
                          view->hex[0] ? view->hex : "-",
                          ffb_side_display_name (view->attacker),
                          ffb_side_display_name (ffb_side_other (view->attacker)));
  g_string_append_printf (out, _("  R2  %s hex: lay out %s.\n"),
                          ffb_terrain_sentence_word (view->terrain),
                          ffb_terrain_battlefield (view->terrain));
  append_ratio (out, view);
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "  R8  Dawn %s, dusk %s: %d turn a day.\n",
                                            "  R8  Dawn %s, dusk %s: %d turns a day.\n",
                                            view->turns_in_day), dawn, dusk, view->turns_in_day);
  if (view->ground.no_flank_marches)
    g_string_append (out, _("  R7C No flank marches for either side.\n"));
  else if (view->ground.attacker_modifier != 0)
    g_string_append_printf (out, _("  R7C The attacker's flank-march arrival rolls %+d.\n"),
                            view->ground.attacker_modifier);
  append_breastworks (out, view);
  append_demoralized (out, view);
}

static void
append_dice (GString *out, const FfbReaderView *view)
{
  if (view->commitment == NULL)
    {
      g_string_append (out, _("  Dice: no seed drawn yet; no secret roll has been made.\n"));
      return;
    }
  g_string_append_printf (out, _("  Dice commitment (SHA-256 of the seed): %s\n"),
                          view->commitment);
  if (view->signing_key != NULL)
    /* Translators: %s is a key's fingerprint, "3F2A 91C0 7B4E 55D1". */
    g_string_append_printf (out, _("  The file is signed with the referee's key %s: `verify` "
                                   "names any change made without it.\n"),
                            view->signing_key);
  g_string_append_printf (out, _("  Phrases: Union “%s”, Confederate “%s”.\n"),
                          view->phrases[FFB_SIDE_UNION], view->phrases[FFB_SIDE_CONFEDERATE]);
  if (view->seed != NULL)
    g_string_append_printf (out, _("  Seed, revealed: %s\n"), view->seed);
  else
    g_string_append (out, _("  Seed: sealed until after the battle.\n"));
}

static void
append_rerolls (GString *out, const FfbReaderView *view)
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      const FfbRerolls *rerolls = &view->rerolls[s];
      const char *name = ffb_side_display_name (s);

      if (rerolls->own > 0)
        g_string_append_printf (out, _("  R11D The %s army leader may re-roll %d of its "
                                  "maneuver rolls a turn.\n"), name, rerolls->own);
      if (rerolls->forced > 0)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                  "  R11D The %s player may force %d re-roll "
                                                  "of the %s army's maneuver rolls a turn.\n",
                                                  "  R11D The %s player may force %d re-rolls "
                                                  "of the %s army's maneuver rolls a turn.\n",
                                                  rerolls->forced),
                                ffb_side_display_name (ffb_side_other (s)), rerolls->forced,
                                name);
    }
}

/* A command's leader as the sheet gives him: his stars (R4B) and his rating as the reader
 * knows it; "generated leader (A)" for one the OOB adds (R4D). */
static char *
leader_text (const FfbReaderView *view, const FfbUnit *unit)
{
  /* Q1: the quick rules have no army leader, and a General at the head of each division. */
  if (unit->leader_id == NULL && view->tactics != NULL)
    return g_strdup (unit->kind == FFB_UNIT_ARMY ? _("each General heads his own division")
                                                 : _("generated General (A)"));
  if (unit->leader_id == NULL)
    return g_strdup (unit->kind == FFB_UNIT_ARMY ? _("no army leader present (-)")
                                                 : _("generated leader (A)"));
  /* Translators: a General of the text copy of a quick battle: his name, his stars, his
   * rating ("A", "to roll"). */
  if (view->tactics != NULL)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%d star, %s), General",
                                         "%s (%d stars, %s), General", unit->leader_stars),
                            unit->leader_name, unit->leader_stars,
                            rating_letter (view, unit->rating));
  /* Translators: a leader of the text copy: his name, his stars, his rating ("A", "to roll"). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%d star, %s)", "%s (%d stars, %s)",
                                       unit->leader_stars),
                          unit->leader_name, unit->leader_stars,
                          rating_letter (view, unit->rating));
}

/* Q2, Q4: a quick battle's brigade: its stands, the stands it has left when Shaken, Fresh (as
 * every brigade starts) and the seed's experience; no FF label. */
static void
append_quick_brigade (GString *out, const FfbReaderView *view, const FfbUnit *unit, int indent,
                      const char *code)
{
  /* Translators: a quick battle's brigade in the text copy, in columns: name, stands,
   * experience (Elite, Veteran, Green), " cav" or blanks, the stands it has left when Shaken,
   * rating letter, weapons note, code. */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "%*s%-22s %3d stand   %-7s%s Shaken at %d  Fresh  "
                                            "%s  %s%s[%s]\n",
                                            "%*s%-22s %3d stands  %-7s%s Shaken at %d  Fresh  "
                                            "%s  %s%s[%s]\n", unit->stands),
                          indent, "", unit->name, unit->stands,
                          ffb_tactics_experience_word (unit->experience),
                          unit->cavalry ? _(" cav") : "    ",
                          ffb_tactics_shaken_at (view->tactics, unit->stands),
                          rating_letter (view, unit->rating),
                          unit->weapons != NULL ? unit->weapons : "",
                          unit->weapons != NULL ? "  " : "", code);
}

/* Q2, Q4: a quick battle's gun and its hits. */
static void
append_quick_gun (GString *out, const FfbReaderView *view, const FfbUnit *unit, int indent,
                  const char *code)
{
  /* Translators: a quick battle's gun in the text copy: its name, "foot gun" or "horse gun",
   * the hits that remove it, the hit that makes it Shaken, its code. */
  g_string_append_printf (out, _("%*s%-22s %-10s removed at %d hits, Shaken at hit %d  Fresh  "
                                 "[%s]\n"),
                          indent, "", unit->name, unit->horse ? _("horse gun") : _("foot gun"),
                          view->tactics->gun_hits, view->tactics->gun_shaken_hits, code);
}

static void
append_unit (GString *out, const FfbReaderView *view, const FfbRules *rules, const FfbUnit *unit,
             int depth)
{
  int indent = 2 + depth * 2;
  g_autofree char *stands = NULL, *batteries = NULL;
  g_autofree char *code = NULL, *leader = NULL;

  /* FF's batteries are counted on their command's line; a quick battle's guns each have hits
   * to track (Q2). */
  if (unit->kind == FFB_UNIT_BATTERY && view->tactics == NULL)
    return;
  code = ffb_unit_code (unit);
  if (unit->kind == FFB_UNIT_BATTERY)
    {
      append_quick_gun (out, view, unit, indent, code);
      return;
    }
  if (unit->kind == FFB_UNIT_BRIGADE && view->tactics != NULL)
    {
      append_quick_brigade (out, view, unit, indent, code);
      return;
    }
  if (unit->kind == FFB_UNIT_BRIGADE)
    {
      g_autofree char *label = ffb_rules_brigade_label (rules, unit->experience, unit->stands,
                                                        unit->starts_worn);

      /* The weapons note before the code, which the sheet prints and `order --unit` takes. */
      /* Translators: a brigade's line of the text copy, in columns: name, stands,
       * experience, " cav" or blanks, S.W.X label, rating letter, weapons note, code. */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                "%*s%-22s %3d stand   %-7s%s %-9s %s  %s%s[%s]\n",
                                                "%*s%-22s %3d stands  %-7s%s %-9s %s  %s%s[%s]\n",
                                                unit->stands), indent,
                              "", unit->name, unit->stands,
                              ffb_experience_sentence_word (unit->experience),
                              unit->cavalry ? _(" cav") : "    ", label,
                              rating_letter (view, unit->rating),
                              unit->weapons != NULL ? unit->weapons : "",
                              unit->weapons != NULL ? "  " : "", code);
      return;
    }
  stands = ffb_text_stands (ffb_unit_count_stands (unit));
  batteries = ffb_tactics_artillery_count (view->tactics, ffb_unit_count_batteries (unit));
  leader = leader_text (view, unit);
  g_string_append_printf (out, "%*s%s - %s  [%s: %s, %s]\n", indent, "", unit->name, leader,
                          code, stands, batteries);
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    append_unit (out, view, rules, g_ptr_array_index (unit->children, i), depth + 1);
}

/* R11A, R11D: the army leader's command radius, from his CW army command rating, and R11B's
 * tactical radius, as the sheet gives them. */
static void
append_army_leader (GString *out, const FfbReaderView *view, const FfbRules *rules,
                    const FfbOob *oob)
{
  const FfbUnit *army = oob->army;

  if (army->leader_id == NULL)
    return;
  /* Translators: R11, R11A and R11B are rule ids, keep them; the first %s is a name, the
   * second a rating ("A", "to roll"). */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "  R11 Army leader %s (%d star, %s): army command "
                                            "radius %d\" (R11A), tactical radius %d\" (R11B).\n",
                                            "  R11 Army leader %s (%d stars, %s): army command "
                                            "radius %d\" (R11A), tactical radius %d\" (R11B).\n",
                                            army->leader_stars),
                          army->leader_name, army->leader_stars,
                          rating_letter (view, army->rating), oob->army_radius,
                          rules->tactical_radius_inches);
}

/* Every finding of the OOB by its rule id, the unit it names by its code, as the sheet lists
 * them: the copy holds the reader's own sides' only (ffb-reader-view.c). */
static void
append_findings (GString *out, const FfbReaderView *view, FfbOob *oob)
{
  if (oob->findings->len == 0 && view->tactics != NULL)
    {
      /* Translators: the first %s is a rule id (Q1), the second a tactical rule set's name. */
      g_string_append_printf (out, _("  %s  None: the order of battle meets the %s.\n"),
                              view->tactics->rule, view->tactics->name);
      return;
    }
  if (oob->findings->len == 0)
    {
      /* Translators: R4 and R4B-R4F are rule ids, keep them. */
      g_string_append (out, _("  R4  None: the order of battle meets R4B-R4F.\n"));
      return;
    }
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "  Findings (%u):\n",
                                            "  Findings (%u):\n", oob->findings->len),
                          oob->findings->len);
  for (guint i = 0; i < oob->findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (oob->findings, i);
      FfbUnit *unit = finding->unit_id != NULL ? ffb_oob_find_unit (oob, finding->unit_id) : NULL;
      g_autofree char *code = unit != NULL ? ffb_unit_code (unit) : NULL;

      g_string_append_printf (out, "    %-5s %s%s%s\n", finding->rule, code != NULL ? code : "",
                              code != NULL ? ": " : "", finding->message);
    }
}

static gboolean
has_poltroon (const FfbUnit *unit)
{
  if (unit->kind != FFB_UNIT_BRIGADE && unit->kind != FFB_UNIT_BATTERY &&
      unit->rating == FFB_RATING_POLTROON)
    return TRUE;
  for (guint i = 0; unit->children != NULL && i < unit->children->len; i++)
    if (has_poltroon (unit->children->pdata[i]))
      return TRUE;
  return FALSE;
}

/* R7A(2a), (2b): a P leader's effects, under the findings as the sheet prints them. */
static void
append_poltroon (GString *out, const FfbUnit *army)
{
  if (!has_poltroon (army))
    return;
  g_string_append_printf (out, "  R7A(2) %s\n",
                          _("P leader: brigades in his chain of command get no plus modifiers "
                            "from him and take -1 to maneuver when out of his radius. Attached "
                            "to a brigade, the rest of his chain takes -1 to maneuver and his "
                            "brigade adds +1 or -1 at random to each maneuver and close-combat "
                            "roll, made on demand in the owning player's private view in the "
                            "app (R7A(2b))."));
}

static void
append_oobs (GString *out, const FfbReaderView *view, const FfbRules *rules)
{
  for (int s = 0; s < FFB_N_SIDES; s++)
    {
      if (view->oobs[s] == NULL)
        continue;
      /* Translators: R7A is a rule id, keep it. */
      const char *unknown = view->reader == FFB_READER_REFEREE
                            ? _("to roll: the neutral party rolls it (R7A) once the players "
                                "have seen the dice's commitment")
                            : _("sealed: not yet known");

      /* Translators: the heading of a side's order of battle in the text copy; %s says what
       * a rating not yet known is. */
      if (s == FFB_SIDE_UNION)
        g_string_append_printf (out, _("\nUNION ORDER OF BATTLE (E Excellent, A Average, "
                                       "P Poltroon, %s)\n"), unknown);
      else
        g_string_append_printf (out, _("\nCONFEDERATE ORDER OF BATTLE (E Excellent, "
                                       "A Average, P Poltroon, %s)\n"), unknown);
      append_army_leader (out, view, rules, view->oobs[s]);
      append_findings (out, view, view->oobs[s]);
      append_poltroon (out, view->oobs[s]->army);
      append_unit (out, view, rules, view->oobs[s]->army, 0);
    }
}

static void
append_odds (GString *out, const FfbMarchOdds *odds)
{
  g_string_append (out, _("      R7B(1) odds:"));
  for (int m = 0; m < FFB_N_MARCHES; m++)
    g_string_append_printf (out, _(" %s %d in %d (%.0f%%)%s"), ffb_march_display_name (m),
                            odds->chances[m], odds->out_of,
                            odds->out_of > 0 ? 100.0 * odds->chances[m] / odds->out_of : 0.0,
                            m + 1 < FFB_N_MARCHES ? "," : ".\n");
}

/* R7B(5a): once the encounter is told, what arrives of the reader's own march. */
/* " 1/2 (1st Division, I Corps)": a unit of an order as the sheet names it; a unit the OOB
 * lacks (a damaged file) by the file's id. */
static void
append_order_unit (GString *out, FfbOob *oob, const char *id)
{
  FfbUnit *unit = oob != NULL ? ffb_oob_find_unit (oob, id) : NULL;
  g_autofree char *code = unit != NULL ? ffb_unit_code (unit) : NULL;
  g_autofree char *path = unit != NULL ? ffb_unit_path (unit) : NULL;

  if (unit == NULL)
    g_string_append_printf (out, " %s", id);
  else
    g_string_append_printf (out, " %s (%s)", code, path);
}

static void
append_encounter (GString *out, const FfbReaderView *view, const FfbReaderViewOrder *kept)
{
  if (!kept->met)
    return;
  if (!kept->larger || kept->arriving == NULL || kept->arriving->len == 0)
    {
      g_string_append (out, _("      R7B(5a) Met the enemy's march off table: it never "
                         "arrives.\n"));
      return;
    }
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "      R7B(5a) Met the enemy's march off table: up "
                                            "to %d stand (cavalry counting double) arrives. "
                                            "Arriving:",
                                            "      R7B(5a) Met the enemy's march off table: up "
                                            "to %d stands (cavalry counting double) arrive. "
                                            "Arriving:", kept->allowed), kept->allowed);
  for (guint i = 0; i < kept->arriving->len; i++)
    append_order_unit (out, view->oobs[kept->order->side],
                       g_ptr_array_index (kept->arriving, i));
  g_string_append (out, kept->may_pick ? _(" (its owner may change this until it enters).\n")
                                       : ".\n");
}

static void
append_order (GString *out, const FfbReaderView *view, const FfbRules *rules,
              const FfbReaderViewOrder *kept)
{
  const FfbFlankOrder *order = kept->order;
  g_autofree char *batteries = ffb_tactics_artillery_count (view->tactics,
                                                            kept->size.batteries);

  /* Translators: the second %s is a flank (left, right); the last %s is
   * a count of batteries, or of a quick battle's guns. */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "  %s %s, led by %s (initiative %d): %d stand (%d "
                                            "counting cavalry double), %s; arrival die %+d.\n",
                                            "  %s %s, led by %s (initiative %d): %d stands (%d "
                                            "counting cavalry double), %s; arrival die %+d.\n",
                                            kept->size.stands),
                          ffb_side_display_name (order->side),
                          ffb_flank_sentence_word (order->flank),
                          kept->leader_name, kept->initiative, kept->size.stands,
                          kept->size.weighted, batteries, kept->modifier);
  if (kept->left_command != NULL && view->tactics != NULL)
    g_string_append_printf (out, _("      R5B: %s leaves %s with the march; a generated General "
                              "takes it.\n"), kept->leader_name, kept->left_command);
  else if (kept->left_command != NULL)
    g_string_append_printf (out, _("      R5B: %s leaves %s with the march; a generated Average "
                              "leader (R4D) takes it.\n"), kept->leader_name, kept->left_command);
  g_string_append (out, _("      Units:"));
  for (guint i = 0; i < order->unit_ids->len; i++)
    append_order_unit (out, view->oobs[order->side], g_ptr_array_index (order->unit_ids, i));
  g_string_append_c (out, '\n');
  /* A stored order that breaks the rules is a finding, not a march with odds. */
  for (guint i = 0; i < kept->findings->len; i++)
    {
      const FfbFinding *finding = g_ptr_array_index (kept->findings, i);
      g_string_append_printf (out, _("      Finding %s: it may not go: %s\n"), finding->rule,
                              finding->message);
    }
  if (kept->findings->len == 0)
    append_odds (out, &kept->odds);
  if (!order->rolled)
    g_string_append (out, _("      Result: sealed until its notice (R7B).\n"));
  else if (order->arrival_turn > 0)
    {
      g_autofree char *when = ffb_battle_turn_describe (rules, view->months,
                                                        order->arrival_turn);
      /* Translators: the first %s is a march (swift, deliberate,
       * plodding), the second a battle turn; R7B(5a) is a rule id. */
      if (order->arriving != NULL)
        g_string_append_printf (out, _("      Result: %s, enters on %s (in part, R7B(5a)).\n"),
                                ffb_march_display_name (order->march), when);
      else
        g_string_append_printf (out, _("      Result: %s, enters on %s.\n"),
                                ffb_march_display_name (order->march), when);
    }
  else
    g_string_append_printf (out, _("      Result: %s, never arrives (R7B(5a)).\n"),
                            ffb_march_display_name (order->march));
  append_encounter (out, view, kept);
}

static void
append_lists (GString *out, const FfbReaderView *view, const FfbRules *rules)
{
  if (view->orders->len > 0)
    g_string_append (out, _("\nFLANK MARCHES (R5)\n"));
  for (guint i = 0; i < view->orders->len; i++)
    append_order (out, view, rules, g_ptr_array_index (view->orders, i));
  g_string_append (out, _("\nSEALED RESULTS THIS COPY MAY SHOW\n"));
  if (view->secrets->len == 0)
    g_string_append (out, _("  None.\n"));
  for (guint i = 0; i < view->secrets->len; i++)
    {
      const FfbSecret *secret = g_ptr_array_index (view->secrets, i);

      g_string_append_printf (out, "  %-8s %s\n", secret->rule, secret->text);
    }
  g_string_append (out, _("\nNOTICES TOLD TO BOTH PLAYERS\n"));
  if (view->notices->len == 0)
    g_string_append (out, _("  None yet.\n"));
  for (guint i = 0; i < view->notices->len; i++)
    {
      const FfbNotice *notice = g_ptr_array_index (view->notices, i);
      g_autofree char *when = ffb_battle_turn_describe (rules, view->months, notice->turn);

      g_string_append_printf (out, "  %s  %s %s\n", when, notice->rule, notice->text);
    }
}

static void
append_log (GString *out, const FfbReaderView *view)
{
  if (view->reader != FFB_READER_REFEREE)
    return;
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "\nDICE LOG (%u roll; the referee's only)\n",
                                            "\nDICE LOG (%u rolls; the referee's only)\n",
                                            view->rolls->len), view->rolls->len);
  for (guint i = 0; i < view->rolls->len; i++)
    {
      const FfbRoll *roll = g_ptr_array_index (view->rolls, i);
      g_autofree char *reveal = NULL;
      int day, turn;

      /* Day and the day's turn, as every other line says a battle turn (R8A). */
      ffb_battle_turn_split (roll->reveal_turn, view->turns_in_day, &day, &turn);
      reveal = roll->reveal_turn > 0 ? g_strdup_printf (_("day %d turn %d"), day, turn)
                                     : g_strdup (_("audience only"));
      /* The purpose is the roll's record, not a sentence: the exact text the die was derived
       * from (ffb-dice.h) and the file stores, so that the referee can match this line to the
       * file's log and work the roll out again. It stays as stored in every language. */
      /* Translators: one roll of the dice log: its number, die, face, modifier, result, who
       * may see it (referee, union, confederate, everyone), when it opens, and last its
       * purpose, as the file records it ("R7A(3) brigade union.c1.d1.b2"), which is not
       * translated. */
      g_string_append_printf (out, _("  %4u  d%-3d %3d %+d = %3d  %-11s reveal %-15s %s\n"),
                              roll->counter, roll->sides, roll->raw, roll->modifier,
                              roll->result, ffb_audience_sentence_word (roll->audience),
                              reveal, roll->purpose);
    }
}

char *
ffb_reader_view_to_text (const FfbReaderView *view, const FfbRules *rules)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (view != NULL && rules != NULL, g_string_free (out, FALSE));

  append_setup (out, view, rules);
  append_dice (out, view);
  append_rerolls (out, view);
  append_oobs (out, view, rules);
  append_lists (out, view, rules);
  append_log (out, view);
  return g_string_free (out, FALSE);
}
