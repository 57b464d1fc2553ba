/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ffb-xml-rating-map.c: a rating mapping in a file (see the header). */
#include "ffb-xml-rating-map.h"

#include <glib/gi18n-lib.h>
#include "ffb-error.h"
#include "ffb-leader-library.h"
#include "ffb-xml-doc.h"

static gboolean
read_value (xmlNode *node, const char *name, int *out, const char *source, GError **error)
{
  return ffb_xml_attr_int (node, name, TRUE, 0, FFB_LIBRARY_VALUE_MIN, FFB_LIBRARY_VALUE_MAX,
                           out, source, error);
}

static gboolean
read_band (xmlNode *node, FfbRatingMap *map, FfbLibraryRating rating, const char *source,
           GError **error)
{
  FfbRatingBand *band;
  int least, most;

  if (map->n_bands == FFB_LIBRARY_MAX_BANDS)
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("a rating has at most %d "
                           "bands, one a value."), FFB_LIBRARY_MAX_BANDS);
      return FALSE;
    }
  band = &map->bands[map->n_bands++];
  ffb_library_rating_range (rating, &least, &most);
  return read_value (node, "from", &band->from, source, error)
         && read_value (node, "to", &band->to, source, error)
         && ffb_xml_attr_int (node, "gives", TRUE, 0, least, most, &band->rating, source, error);
}

static gboolean
read_rating (xmlNode *node, FfbRatingMap *maps, guint *seen, const char *source,
             GError **error)
{
  g_autofree char *name = ffb_xml_attr (node, "name");
  g_autofree char *from = ffb_xml_attr (node, "from");
  g_autofree char *if_missing = ffb_xml_attr (node, "if-missing");
  FfbLibraryRating rating;
  FfbRatingMap *map;
  int least, most;

  if (!ffb_library_rating_from_string (name, &rating))
    return ffb_xml_refuse_unknown_word (node, "name", name,
                                        "tactical, initiative, army-command", source, error);
  if (*seen & (1u << rating))
    {
      ffb_xml_set_error (error, FFB_ERROR_MEANING, source, node, _("<%s> maps the %s rating "
                           "twice."), (const char *) node->parent->name, name);
      return FALSE;
    }
  *seen |= 1u << rating;
  map = &maps[rating];
  map->line = (int) ffb_xml_line (node);
  if (!ffb_library_value_from_string (from, &map->source))
    return ffb_xml_refuse_unknown_word (node, "from", from,
                                        "command, administrative", source, error);
  ffb_library_rating_range (rating, &least, &most);
  map->has_if_missing = if_missing != NULL;
  if (map->has_if_missing && !ffb_xml_attr_int (node, "if-missing", TRUE, 0, least, most,
                                                &map->if_missing, source, error))
    return FALSE;
  ffb_xml_foreach_child (node, "band", band)
    if (!read_band (band, map, rating, source, error))
      return FALSE;
  return TRUE;
}

gboolean
ffb_xml_read_rating_maps (xmlNode *section, FfbRatingMap *maps, const char *source,
                          GError **error)
{
  guint seen = 0;

  g_return_val_if_fail (section != NULL && maps != NULL, FALSE);
  ffb_xml_foreach_child (section, "rating", child)
    if (!read_rating (child, maps, &seen, source, error))
      return FALSE;
  for (int r = 0; r < FFB_N_LIBRARY_RATINGS; r++)
    if (!(seen & (1u << r)))
      {
        ffb_xml_set_error (error, FFB_ERROR_MEANING, source, section, _("<%s> does not say how "
                             "to map the %s rating."), (const char *) section->name,
                           ffb_library_rating_to_string (r));
        return FALSE;
      }
  return TRUE;
}

void
ffb_xml_write_rating_maps (xmlNode *parent, const char *element, const FfbRatingMap *maps)
{
  xmlNode *section = ffb_xml_add_element (parent, element);

  for (int r = 0; r < FFB_N_LIBRARY_RATINGS; r++)
    {
      const FfbRatingMap *map = &maps[r];
      xmlNode *node = ffb_xml_add_element (section, "rating");

      ffb_xml_set_text (node, "name", ffb_library_rating_to_string (r));
      ffb_xml_set_text (node, "from", ffb_library_value_to_string (map->source));
      if (map->has_if_missing)
        ffb_xml_set_int (node, "if-missing", map->if_missing);
      for (int i = 0; i < map->n_bands; i++)
        {
          xmlNode *band = ffb_xml_add_element (node, "band");

          ffb_xml_set_int (band, "from", map->bands[i].from);
          ffb_xml_set_int (band, "to", map->bands[i].to);
          ffb_xml_set_int (band, "gives", map->bands[i].rating);
        }
    }
}
