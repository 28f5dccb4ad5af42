# A ReFrame 4.x configuration of one local machine, for logp_check.py: one partition, the local scheduler (logp
# starts its own ranks), one programming environment. A site uses its own configuration instead.
site_configuration = {
    'systems': [
        {
            'name': 'local',
            'descr': 'this machine',
            'hostnames': ['.*'],
            'modules_system': 'nomod',
            'partitions': [
                {
                    'name': 'default',
                    'scheduler': 'local',
                    'launcher': 'local',
                    'environs': ['builtin'],
                    'max_jobs': 1,
                }
            ],
        }
    ],
    'environments': [
        {'name': 'builtin', 'cc': 'cc', 'cxx': '', 'ftn': ''}
    ],
}
