from toolkiln.entry import entry_point

entry_point()
