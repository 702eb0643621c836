#include "replay/log.h"
