/* placeholder: being written */
#include "ffb-campaign.h"
