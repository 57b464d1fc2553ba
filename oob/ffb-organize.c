/* placeholder: being written */
#include "ffb-organize.h"
